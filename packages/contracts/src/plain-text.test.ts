import { describe, expect, it } from 'vitest';
import { requiredText } from './form-fields.js';
import { createBatchRequestSchema } from './batches.js';
import { isMultiLineText, isSingleLineText } from './plain-text.js';

describe('control characters', () => {
  it('refuses C0, DEL and C1 in one-line text, and keeps other Unicode', () => {
    for (const code of [0x00, 0x07, 0x09, 0x0a, 0x0d, 0x1b, 0x1f, 0x7f, 0x85, 0x9f]) {
      expect(isSingleLineText(`a${String.fromCharCode(code)}b`), code.toString(16)).toBe(false);
    }
    expect(isSingleLineText('Küche – 60 cm² ✓ 台所')).toBe(true);
  });

  it('keeps tab and line breaks in multi-line text only', () => {
    expect(isMultiLineText('one\n\ttwo\r\nthree')).toBe(true);
    expect(isMultiLineText('bell\u0007')).toBe(false);
    expect(isMultiLineText('csi\u009b')).toBe(false);
  });

  it("answers the rule's message from the shared schemas", () => {
    const result = requiredText(200).safeParse('Oak\u001bfront');
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'Control characters (such as tabs or line breaks) are not allowed',
    ]);
    expect(createBatchRequestSchema.safeParse({ name: 'Batch\u0085' }).success).toBe(false);
    expect(createBatchRequestSchema.safeParse({ name: '  Batch 2  ' }).success).toBe(true);
  });
});
