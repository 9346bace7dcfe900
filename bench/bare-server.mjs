// The baseline of bench/catalogue-list.mjs: a bare Fastify route answering a fixed JSON document from memory.
// Usage: node bench/bare-server.mjs <port> <json-file>
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, file] = process.argv.slice(2);
const body = JSON.parse(readFileSync(file, 'utf8'));
const app = Fastify({ logger: false });
app.get('/bare', async () => body);
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
