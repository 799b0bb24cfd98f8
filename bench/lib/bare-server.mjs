// The yardstick: a bare Fastify JSON route on the same machine as the portal. Every figure of
// the bench is a ratio to it, measured just before, so a noisy machine moves both alike.
// Usage: node bench/lib/bare-server.mjs <port>
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));
await app.listen({ port, host: '127.0.0.1' });
process.send?.('ready');
