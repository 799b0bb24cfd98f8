import { messageLimits, messageTexts } from '@corner/contracts';
import { describe, expect, it } from 'vitest';
import { displayName, kindOfUpload, maxNameLength } from './attachment-file.js';

/* What an attached file is taken for, and the name it is shown under (issue 36). */

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    const { statusCode, message } = error as { statusCode: number; message: string };
    return { statusCode, message };
  }
  return null;
};

describe('kindOfUpload', () => {
  it('takes a PDF named .pdf, and leaves a file named like a picture to the picture check', () => {
    expect(kindOfUpload(pdf, 'Plan.PDF')).toBe('pdf');
    expect(kindOfUpload(Buffer.from('anything'), 'wall.jpeg')).toBe('picture');
  });

  it.each([
    ['a PDF named like a picture', pdf, 'plan.png'],
    ['a PDF without a name of its kind', pdf, 'plan'],
    ['another file named .pdf', Buffer.from('<html>'), 'plan.pdf'],
    ['a PDF header with no end marker', Buffer.from('%PDF-1.4\n<html>'), 'plan.pdf'],
    ['a PDF header with no version', Buffer.from('%PDF-x\n%%EOF'), 'plan.pdf'],
    ['a file of another kind', Buffer.from('MZ'), 'setup.exe'],
  ])('refuses %s with 415', (_case, data, name) => {
    expect(refusal(() => kindOfUpload(data, name))).toEqual({
      statusCode: 415,
      message: messageTexts.attachmentType,
    });
  });

  it('finds the end marker only in the last kilobyte', () => {
    const late = Buffer.concat([pdf, Buffer.alloc(1024, 0x20)]);
    expect(refusal(() => kindOfUpload(late, 'plan.pdf'))?.statusCode).toBe(415);
    const close = Buffer.concat([pdf, Buffer.alloc(1000, 0x20)]);
    expect(kindOfUpload(close, 'plan.pdf')).toBe('pdf');
  });

  it('refuses an empty file (400) and a PDF over its limit (413)', () => {
    expect(refusal(() => kindOfUpload(Buffer.alloc(0), 'a.pdf'))).toEqual({
      statusCode: 400,
      message: messageTexts.attachmentEmpty,
    });
    const big = Buffer.concat([pdf, Buffer.alloc(messageLimits.maxPdfBytes)]);
    expect(refusal(() => kindOfUpload(big, 'a.pdf'))).toEqual({
      statusCode: 413,
      message: messageTexts.attachmentTooLarge,
    });
  });
});

describe('displayName', () => {
  it('keeps the base name, without paths, control or direction characters', () => {
    expect(displayName('C:\\Users\\casey\\Küche plan.pdf')).toBe('Küche plan.pdf');
    expect(displayName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(displayName('invoice\u202egnp.pdf')).toBe('invoicegnp.pdf');
    expect(displayName('a\u0000b\r\nc\u200b.pdf')).toBe('ab c.pdf');
    expect(displayName('\u0007')).toBe('');
  });

  it('caps a long name, keeping its extension and whole characters', () => {
    const long = displayName(`${'😀'.repeat(200)}.pdf`);
    expect(Array.from(long)).toHaveLength(maxNameLength);
    expect(long.endsWith('😀.pdf')).toBe(true);
  });
});
