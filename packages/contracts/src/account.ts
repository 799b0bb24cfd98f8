import { z } from 'zod';

/*
 * The signed-in user's own settings (issue 36):
 *   GET /user/message-mails   whether the caller is mailed about unread messages
 *   PUT /user/message-mails   turns those mails on or off
 */

export const messageMailsSchema = z.strictObject({
  /** Mail me about messages I have not read within a few minutes. */
  messageMails: z.boolean(),
});
export type MessageMails = z.infer<typeof messageMailsSchema>;
