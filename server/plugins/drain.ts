// Stopping (issue 28): once the shop is closing, every answer it still sends says `Connection: close`, so a kept-alive
// connection ends with the request that was in flight on it. Without this the connection stays open idle after its
// answer (Node closes only the connections idle when closing began) and the close waited the whole drain deadline.
import type { FastifyInstance } from 'fastify';

export function registerDrain(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A callback hook, not an async one: it runs on every answer, and costs no promise there.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
