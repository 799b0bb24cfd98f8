/** Query keys of the signed-in user's own settings. */
export const accountKeys = {
  all: ['account'] as const,
  messageMails: () => [...accountKeys.all, 'message-mails'] as const,
};

export const messageMailsPath = '/user/message-mails';
