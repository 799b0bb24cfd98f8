import { timeZoneCookie } from '@corner/contracts/display';

/*
 * The browser's time zone, remembered for the server, which renders the customer's pages in it
 * (issue 40). Naming the zone takes Intl.DateTimeFormat, and the first one a page makes loads
 * the browser's date data: 50 ms of the main thread on a desktop, on every signed-in page. So
 * the zone is named only when it may have changed (decision 71.1): the UTC offsets of this
 * year's January and July (cheap, from Date) are kept beside the name, and while the cookie
 * holds that name and the offsets still match, the browser is where it was.
 */

const yearMs = 365 * 24 * 60 * 60 * 1000;
const keptKey = 'corner.timeZone';

/** This year's winter and summer offsets: a different zone almost always differs in one. */
function offsetsNow(): string {
  const year = new Date().getFullYear();
  const january = new Date(year, 0, 1).getTimezoneOffset();
  const july = new Date(year, 6, 1).getTimezoneOffset();
  return `${january} ${july}`;
}

function readKept(): string | null {
  try {
    return window.localStorage.getItem(keptKey);
  } catch {
    return null;
  }
}

function keep(value: string): void {
  try {
    window.localStorage.setItem(keptKey, value);
  } catch {
    // Storage can be off (private mode): the zone is then named on every page.
  }
}

function writeCookie(value: string): void {
  const write = () => {
    document.cookie = `${timeZoneCookie}=${value}; path=/; max-age=${yearMs / 1000}; samesite=lax`;
  };
  // The Cookie Store API writes without waiting for the browser's cookie store.
  if (typeof cookieStore === 'undefined') return write();
  cookieStore
    .set({ name: timeZoneCookie, value, path: '/', expires: Date.now() + yearMs, sameSite: 'lax' })
    .catch(write);
}

/**
 * Writes the zone cookie unless it already names the zone this browser is in. `nameZone` is
 * the expensive part; tests count its calls.
 */
export function rememberTimeZone(
  nameZone: () => string = () => Intl.DateTimeFormat().resolvedOptions().timeZone,
): void {
  const offsets = offsetsNow();
  const kept = readKept();
  if (kept) {
    const [zone, ...keptOffsets] = kept.split(' ');
    const cookie = `${timeZoneCookie}=${encodeURIComponent(zone ?? '')}`;
    const inCookie = document.cookie.split('; ').includes(cookie);
    if (inCookie && keptOffsets.join(' ') === offsets) return;
  }
  const zone = nameZone();
  writeCookie(encodeURIComponent(zone));
  keep(`${zone} ${offsets}`);
}
