import { describe, expect, it } from 'vitest';
import { linkParts } from './link-parts';

describe('a message text cut into words and links', () => {
  it('links http and https addresses and keeps the words around them', () => {
    expect(linkParts('See https://corner.test/a?b=1 and http://x.test.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://corner.test/a?b=1', href: 'https://corner.test/a?b=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'http://x.test', href: 'http://x.test' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('links no other scheme, and no markup', () => {
    for (const text of ['javascript:alert(1)', '<a href="https://x.test">x</a>', 'ftp://x.test']) {
      const links = linkParts(text).filter((part) => part.kind === 'link');
      expect(links.map((link) => link.href)).toEqual(
        text.startsWith('<a') ? ['https://x.test'] : [],
      );
    }
  });

  it('keeps a text without address whole, line breaks included', () => {
    expect(linkParts('one\ntwo')).toEqual([{ kind: 'text', text: 'one\ntwo' }]);
    expect(linkParts('')).toEqual([]);
  });
});
