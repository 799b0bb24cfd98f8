/*
 * Where the sign-in flow may send the user back to (PRODUCT.md section 2): a path of this
 * site, and nothing a browser could read as another site. One rule for the API (it refuses
 * others) and the web app (it falls back to /projects).
 *
 * Printable ASCII only, no backslash: a browser drops tabs and newlines from an address and
 * reads `\` as `/`, so `/\t/evil.example` or `/\evil.example` would become `//evil.example`,
 * another site. Real paths are percent-encoded, so they never need those characters. The
 * sign-in pages themselves are no destination either.
 */
export const returnToPattern = /^\/(?![/\\]|login)[\x21-\x5b\x5d-\x7e]*$/;
export const returnToMaxLength = 2000;
export const defaultReturnTo = '/projects';

export function isSafeReturnTo(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' && value.length <= returnToMaxLength && returnToPattern.test(value)
  );
}
