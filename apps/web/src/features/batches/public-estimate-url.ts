/**
 * The public address of an estimate page (spec section 2: the product's public host plus
 * /estimate/{slug}). The portal is one process on one origin and PUBLIC_URL is that origin's
 * public address, so the page's own origin is it (decision 18.1).
 */
export function publicEstimateUrl(slug: string, origin: string = window.location.origin): string {
  return `${origin.replace(/\/+$/, '')}/estimate/${encodeURIComponent(slug)}`;
}
