/*
 * The signed-in user's own settings (the account page, issue 36): its sentences, word for word,
 * zod-free so the web app carries them without schema code.
 */
export const accountTexts = {
  title: 'Your account',
  mailsHeading: 'Mails about messages',
  messageMails: 'Mail me when my designer writes',
  messageMailsStaff: 'Mail me when a message waits for me',
  messageMailsHint:
    'One mail when a message has waited a few minutes unread, with its text and a link to the thread.',
  saved: 'Saved',
  notSaved: 'Your choice was not saved: try again',
} as const;
