import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/*
 * Log lines are written asynchronously (decision 45): the line of the last request, and the
 * error that ended the process, still reach standard output however the process ends.
 */

const run = promisify(execFile);
const root = new URL('../../../../', import.meta.url).pathname;
const fixture = 'apps/api/test/fixtures/log-then-end.ts';

async function linesOf(how: string) {
  const child = await run(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', fixture, how],
    { cwd: root, timeout: 20_000 },
  ).catch((failed: { stdout: string; code: number }) => failed);
  const lines = child.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { lines, code: 'code' in child ? child.code : 0 };
}

describe('the request log when the process ends right after an answer', () => {
  it.each(['exit', 'crash', 'rejection', 'signal'])(
    'keeps the line of the last request (%s)',
    async (how) => {
      const { lines } = await linesOf(how);
      const requestLines = lines.filter((line) => line.msg === 'request');
      expect(requestLines).toEqual([
        expect.objectContaining({
          level: 30,
          reqId: `last-words-${how}`,
          method: 'GET',
          route: '/answer/:id',
          url: '/answer/7',
          status: 200,
          ms: expect.any(Number),
        }),
      ]);
    },
  );

  it('writes the error that ended the process, with its stack, and exits with 1', async () => {
    const { lines, code } = await linesOf('crash');
    expect(code).toBe(1);
    const last = lines.find((line) => line.msg === 'server closing after an error');
    expect(last).toMatchObject({ level: 50, err: { message: 'crashed after answering' } });
    expect(JSON.stringify(last)).toContain('log-then-end.ts');
  });
});
