/** A piece of a message's text: words as they are, or an http(s) address to link. */
export type TextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// An address runs to the next space or angle bracket or quote; punctuation that ends a
// sentence after it is not part of it ('see https://x.test/a.' links https://x.test/a).
const address = /https?:\/\/[^\s<>"']+/gi;
const trailing = /[.,;:!?)\]]+$/;

/**
 * A message's plain text cut into words and addresses (issue 36): the page writes the words as
 * text and each address as a link, so nothing in a message is ever markup.
 */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(address)) {
    const found = match[0];
    const href = found.replace(trailing, '');
    if (!isWebAddress(href)) continue;
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: href, href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

function isWebAddress(href: string): boolean {
  try {
    const url = new URL(href);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
