import { isSafeReturnTo } from '@corner/contracts/display';

/*
 * What the sign-in flow keeps in local storage (spec section 6): the e-mail the link went to
 * under `emailForSignIn`, and the route the user came from, so both survive the trip through
 * the mailbox in this browser.
 */
const emailKey = 'emailForSignIn';
const returnToKey = 'signInReturnTo';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be off (private mode): the confirm page then asks for the e-mail.
  }
}

/** Only same-site paths of printable characters, never the sign-in pages (contracts' rule). */
export function safeReturnTo(value: string | null | undefined): string | null {
  return isSafeReturnTo(value) ? value : null;
}

export const signInStorage = {
  email: () => read(emailKey),
  setEmail: (email: string | null) => write(emailKey, email),
  returnTo: () => safeReturnTo(read(returnToKey)),
  setReturnTo: (path: string | null) => write(returnToKey, safeReturnTo(path)),
  clear: () => {
    write(emailKey, null);
    write(returnToKey, null);
  },
};
