import { isIP } from 'node:net';
import { z } from 'zod';

/*
 * TRUST_PROXY: the proxies in front of the portal whose X-Forwarded-For may name the visitor,
 * given to Fastify's `trustProxy`. Without it every visitor behind an HTTPS proxy is the
 * proxy's one address, and the per-address limits (sign-in, unknown estimate pages) count
 * them all together. A comma-separated list of addresses and CIDR ranges, or proxy-addr's
 * names loopback, linklocal and uniquelocal.
 *
 * Refused: "true" (any visitor could then claim any address and escape the limits), and a
 * hop count, which Fastify 5.8 no longer honours (it trusts nothing for a number, since a
 * count cannot tell the proxy from a visitor connecting directly).
 */

/** What Fastify's trustProxy is given: false (the socket's address) or the proxies' addresses. */
export type TrustProxy = false | string[];

const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Answers why an entry is not an address, a CIDR range or a named range; nothing if it is. */
function entryProblem(entry: string): string | undefined {
  if (entry === '') return 'an entry is empty';
  if (namedRanges.has(entry)) return undefined;
  const [address = '', prefix, ...extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra.length > 0) return `"${entry}" is not an IP address or CIDR range`;
  if (prefix === undefined) return undefined;
  const bits = version === 4 ? 32 : 128;
  const valid = /^\d{1,3}$/.test(prefix) && Number(prefix) <= bits;
  return valid ? undefined : `"${entry}" has a prefix length that is not 0 to ${bits}`;
}

function valueProblem(value: string, entries: string[]): string | undefined {
  if (value === 'true') return 'trusting every address lets any visitor choose their own';
  if (/^\d+$/.test(value)) {
    return "a hop count cannot tell the proxy from a visitor connecting directly: give the proxy's address or range";
  }
  return entries.map(entryProblem).find((problem) => problem !== undefined);
}

const usage =
  'must be the proxy addresses or CIDR ranges, comma-separated, e.g. 10.0.0.0/8,127.0.0.1';

export const trustProxySchema = z.string().transform((text, context): TrustProxy => {
  const value = text.trim();
  if (value === 'false') return false;
  const entries = value.split(',').map((entry) => entry.trim());
  const problem = valueProblem(value, entries);
  if (problem === undefined) return entries;
  context.addIssue({ code: 'custom', message: `${usage} (${problem})` });
  return z.NEVER;
});
