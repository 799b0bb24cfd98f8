/**
 * Copies text to the clipboard (spec section 4, "Copy link"): the Clipboard API first; when
 * it is missing or refuses, the legacy `execCommand('copy')` on a hidden text area. Resolves
 * true when either worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, insecure context): try the legacy way below.
  }
  return legacyCopy(text);
}

function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '0';
  area.style.opacity = '0';
  document.body.appendChild(area);
  const previousFocus =
    document.activeElement instanceof HTMLElement ? document.activeElement : null;
  try {
    area.select();
    // execCommand is deprecated but is the only fallback where the Clipboard API is refused.
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    previousFocus?.focus();
  }
}
