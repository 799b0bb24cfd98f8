import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { toastStore } from '@/components/ui/toast';
import { everyScreenRead } from './answer-calls';
import { consoleErrors } from './console';

/*
 * Every test starts from a quiet page: a console.error it does not expect fails it
 * (see expectConsoleErrors in ./console.ts), and a call to the network it did not arrange
 * fails it too: unit tests never reach a server.
 */
// Lazy chunks load from disk through Vite's transform: on a loaded two-core machine (CI runs
// several suites side by side) that can take more than the default second.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  consoleErrors.start();
  vi.stubGlobal(
    'fetch',
    vi.fn((input: unknown, init?: RequestInit) => {
      const usual = everyScreenRead(input, init?.method);
      if (usual) return Promise.resolve(usual);
      return Promise.reject(new Error(`Unexpected network call in a unit test: ${String(input)}`));
    }),
  );
  window.scrollTo = () => {};
});

afterEach(() => {
  cleanup();
  toastStore.clear();
  window.sessionStorage.clear();
  delete window.__PRERENDER_ROUTE__;
  consoleErrors.stop();
});
