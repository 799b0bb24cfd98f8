import { describe, expect, it } from 'vitest';
import { isSafeReturnTo } from './return-to.js';

describe('returnTo', () => {
  it.each(['/projects', '/project/7?tab=2#top', '/estimate/demo-kitchen-estimate', '/a%09b'])(
    'accepts the path %s',
    (path) => expect(isSafeReturnTo(path)).toBe(true),
  );

  it.each([
    ['a tab', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a space', '/ /evil.example'],
    ['a non-ASCII letter', '/projécts'],
    ['a backslash', '/\\evil.example'],
    ['a backslash later on', '/projects\\..\\x'],
    ['two slashes', '//evil.example'],
    ['an absolute address', 'https://evil.example/'],
    ['a relative path', 'projects'],
    ['the sign-in page', '/login?returnTo=%2F'],
    ['the confirm page', '/login/confirm'],
    ['nothing', ''],
    ['a huge path', `/${'a'.repeat(2000)}`],
  ])('refuses %s', (_what, path) => expect(isSafeReturnTo(path)).toBe(false));
});
