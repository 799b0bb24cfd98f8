// The yardsticks, on the same machine as the portal. Every figure of the bench is a ratio to
// the bare route, measured just before, so a noisy machine moves both alike.
// - GET /bare: a bare Fastify JSON route.
// - GET /same-bytes: the last answer the bench captured from the portal (body and encoding, set
//   over IPC), sent as is with nothing else to do: as fast as any server sends those bytes here.
// Usage: node bench/lib/bare-server.mjs <port> (from bench/lib/processes.mjs)
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
let sameBytes = { body: Buffer.alloc(0), headers: {} };

app.get('/bare', async () => ({ hello: 'world' }));
app.get('/same-bytes', (_request, reply) => reply.headers(sameBytes.headers).send(sameBytes.body));

process.on('message', ({ body, headers }) => {
  sameBytes = { body: Buffer.from(body, 'base64'), headers };
  process.send('set');
});

await app.listen({ port, host: '127.0.0.1' });
process.send?.('ready');
