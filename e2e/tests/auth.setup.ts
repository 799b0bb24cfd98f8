import { test as setup } from '@playwright/test';
import { demoAccounts, signInThroughOutbox } from '../support/sessions';

// Runs before every spec (the `setup` project): one session per demo account for the run.
setup('sign in every demo account once', async ({ baseURL }) => {
  for (const email of Object.values(demoAccounts)) {
    await signInThroughOutbox(baseURL!, email);
  }
});
