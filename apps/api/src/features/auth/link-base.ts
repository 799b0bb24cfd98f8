import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/*
 * The address mailed links point at (decision 51). PUBLIC_URL when it is set: production
 * always, and there only. In local mode, the address the visitor used to ask, when its Host
 * names this portal: one of the local names the Host check allows (plugins/host-check.ts) and
 * the port the server listens on. A link then opens in the origin that asked for it, where the
 * browser remembers the e-mail and the session cookie belongs, so `localhost` and `127.0.0.1`
 * each get links of their own. Any other Host (another port: another program on this machine)
 * gets the listen address, as do mails sent without a request (a background task).
 */
export function linkBase(
  app: FastifyInstance,
  publicUrl: string | undefined,
  request?: { host: string },
): string {
  if (publicUrl) return publicUrl;
  const address = app.server.address();
  const listening = address && typeof address !== 'string' ? address : undefined;
  const asked = request ? askedOrigin(app, request.host, listening?.port) : undefined;
  if (asked) return asked;
  // Not listening (requests injected in tests): the default local address.
  if (!listening) return 'http://localhost';
  return `http://${hostOf(listening)}:${listening.port}`;
}

/** The request's origin, when its Host is an allowed local name on the listening port. */
function askedOrigin(
  app: FastifyInstance,
  host: string,
  listeningPort: number | undefined,
): string | undefined {
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return undefined;
  }
  if (!app.portalHostNames.has(url.hostname)) return undefined;
  const port = url.port === '' ? 80 : Number(url.port);
  // Not listening (requests injected in tests): no port to compare.
  if (listeningPort !== undefined && port !== listeningPort) return undefined;
  if (url.username || url.password || url.pathname !== '/') return undefined;
  return url.origin;
}

function hostOf({ address, family }: AddressInfo): string {
  if (address === '0.0.0.0' || address === '::') return 'localhost';
  return family === 'IPv6' ? `[${address}]` : address;
}
