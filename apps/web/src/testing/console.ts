import { vi, type MockInstance } from 'vitest';

/*
 * An unexpected console.error fails the test that caused it. A test that expects errors
 * calls expectConsoleErrors() first: they are then silenced and kept for its assertions.
 */
let spy: MockInstance<typeof console.error> | undefined;
let expected = false;

export const consoleErrors = {
  start(): void {
    expected = false;
    spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  },
  stop(): void {
    const calls = spy?.mock.calls ?? [];
    spy?.mockRestore();
    spy = undefined;
    if (!expected && calls.length > 0) {
      const first = calls[0]?.map((part) => (part instanceof Error ? part.stack : String(part)));
      throw new Error(`Unexpected console.error (${calls.length}x): ${first?.join(' ')}`);
    }
  },
};

/** Allows console.error in this test; returns the spy to check what was logged. */
export function expectConsoleErrors(): MockInstance<typeof console.error> {
  if (!spy) throw new Error('expectConsoleErrors() is only available inside a test');
  expected = true;
  return spy;
}
