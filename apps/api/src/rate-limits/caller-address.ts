import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/*
 * What a per-address limit counts. An IPv6 customer is usually given a whole /64 (2^64
 * addresses), so counting each address would let one caller take a fresh count per request:
 * IPv6 addresses count by their /64. IPv4 addresses count as they are, and an IPv4-mapped IPv6
 * address (`::ffff:192.0.2.1`, as a dual-stack socket reports IPv4 callers) as its IPv4.
 */

/** The 8 groups of an IPv6 address as numbers (an embedded dotted IPv4 makes the last two). */
function ipv6Groups(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (dotted) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    text = `${text.slice(0, -dotted.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)));
  const start = parse(head);
  const end = tail === undefined ? [] : parse(tail);
  return [...start, ...new Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/** The key a per-address limit counts `ip` under: IPv4 as is, IPv6 by its /64. */
export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, ''); // a zone index (`fe80::1%eth0`) names no one else
  if (isIPv4(address) || !isIPv6(address)) return address;
  const groups = ipv6Groups(address.toLowerCase());
  const mapped = groups.slice(0, 6).join(':') === '0:0:0:0:0:65535';
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The caller's address as per-address limits count it. */
export const callerAddress = (request: FastifyRequest) => addressKey(request.ip);
