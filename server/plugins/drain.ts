// Stopping (issue 28): once the shop is closing, every answer it still sends says `Connection: close`, so a kept-alive
// connection ends with the request that was in flight on it. Without this the connection stays open idle after its
// answer (Node closes only the connections idle when closing began) and the close waited the whole drain deadline.
import type { FastifyInstance } from 'fastify';

export function registerDrain(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
