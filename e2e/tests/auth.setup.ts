import { test as setup } from '@playwright/test';
import { demoAccounts, signInThroughOutbox } from '../support/sessions';
import { E2eSmtpSink } from '../support/smtp-sink';

// Runs before every spec (the `setup` project): one session per demo account for the run.
// The mails are received here too, so none waits in the outbox to reach a later spec's sink.
setup('sign in every demo account once', async ({ baseURL }) => {
  const sink = new E2eSmtpSink();
  await sink.start();
  try {
    for (const email of Object.values(demoAccounts)) {
      const before = sink.count;
      await signInThroughOutbox(baseURL!, email);
      await sink.signInLink(email, before);
    }
  } finally {
    await sink.stop();
  }
});
