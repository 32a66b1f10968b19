// The machine's ceiling for a JSON answer: a bare Fastify that serialises the same object the product list answered,
// on every request. The bench compares the shop's product list with it. Run by bench/catalog.mjs.
import fs from 'node:fs';
import Fastify from 'fastify';

const [port, bodyFile] = process.argv.slice(2);
const body = JSON.parse(fs.readFileSync(bodyFile, 'utf8'));
const app = Fastify({ logger: false });
app.get('/', async () => body);
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ceiling ready');
