/**
 * The ceiling of a benchmark: a bare Fastify (no plugins, no logger, no database) answering one fixed JSON body
 * from memory at CEILING_PATH. Started as a child process (`node --import tsx bench/lib/ceiling-server.ts`) so
 * it does not share a CPU with autocannon; the body comes from the CEILING_BODY environment variable. Prints
 * "listening <port>" once ready.
 */
import Fastify from 'fastify';

const body = process.env.CEILING_BODY ?? '{}';
const route = process.env.CEILING_PATH ?? '/';
const app = Fastify({ logger: false });
app.get(route, async (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
