import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/*
 * The address sign-in links point at: PUBLIC_URL, else (local mode) the address the server
 * listens on. Never the request's Host or Origin: a caller could otherwise have a victim's
 * link point at a server of its own.
 */
export function linkBase(app: FastifyInstance, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  const address = app.server.address();
  // Not listening (requests injected in tests): the default local address.
  if (!address || typeof address === 'string') return 'http://localhost';
  return `http://${hostOf(address)}:${address.port}`;
}

function hostOf({ address, family }: AddressInfo): string {
  if (address === '0.0.0.0' || address === '::') return 'localhost';
  return family === 'IPv6' ? `[${address}]` : address;
}
