import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for the payment provider's API (decision 64): it records each call the
 * `stripe` package makes (path and form fields, as Stripe's API takes them) and answers a
 * Checkout Session with a page address, so tests check the exact amount and reference sent.
 */

export interface ProviderCall {
  method: string;
  path: string;
  fields: URLSearchParams;
}

export class FakePaymentProvider {
  readonly calls: ProviderCall[] = [];
  private server: Server | undefined;
  private sessions = 0;

  get url() {
    const { port } = this.server!.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async start() {
    this.server = createServer((request, response) => {
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () => {
        this.calls.push({
          method: request.method ?? '',
          path: request.url ?? '',
          fields: new URLSearchParams(body),
        });
        this.sessions += 1;
        const id = `cs_fake_${this.sessions}`;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.fake/${id}` }),
        );
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
