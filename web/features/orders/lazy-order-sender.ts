// An orderSender (send-order.ts) whose code loads when the first order is sent, or earlier through preload(): the
// checkouts' first JavaScript does not carry the sending (the Idempotency-Key, the guest's upload token).
import type { orderSender, SendResult } from './send-order.ts';

type SenderOptions = Parameters<typeof orderSender>[0];

export function lazyOrderSender<T>(options: SenderOptions) {
  let sender: ReturnType<typeof orderSender<T>> | undefined;
  const load = () => import('./send-order.ts');
  return {
    /** After an order is placed, or its key refused, the next one is a new attempt (none before the first). */
    forget: () => sender?.forget(),
    preload: () => void load().catch(() => undefined),
    async send(url: string, payload: unknown): Promise<SendResult<T>> {
      try {
        sender ??= (await load()).orderSender<T>(options);
      } catch {
        // The code could not be fetched: as when the order itself could not be sent.
        return { ok: false, status: 0, message: options.offline };
      }
      return sender.send(url, payload);
    },
  };
}
