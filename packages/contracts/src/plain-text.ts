/*
 * Control characters in what staff and customers type (issue 21): C0 (U+0000 to U+001F), DEL
 * and C1 (U+007F to U+009F) are refused, so that names and texts shown on pages, in mails and
 * in logs cannot carry terminal escapes, NULs or hidden line breaks. Multi-line texts (a
 * description, a guide's body) keep tab, line feed and carriage return. Zod-free.
 */

// Matching control characters is this module's purpose.
/* eslint-disable no-control-regex */
const anyControl = /[\u0000-\u001F\u007F-\u009F]/;
const controlOtherThanLineBreaks = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/* eslint-enable no-control-regex */

export const controlCharacterMessages = {
  singleLine: 'Control characters (such as tabs or line breaks) are not allowed',
  multiLine: 'Control characters other than tabs and line breaks are not allowed',
} as const;

/** True when a one-line text (a name, a title, a unit) holds no control character at all. */
export const isSingleLineText = (value: string) => !anyControl.test(value);

/** True when a multi-line text holds no control character but tab and line breaks. */
export const isMultiLineText = (value: string) => !controlOtherThanLineBreaks.test(value);
