// A stand-in for the exchange-rates service (a real HTTP server on a free local port): the test decides each answer
// (a rates body, an HTTP error, text that is not JSON, or an answer that comes too late) and counts the requests.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type RatesReply =
  { json: unknown } | { status: number } | { text: string } | { delayMs: number; then: RatesReply };

export interface TestRatesServer {
  url: string;
  /** Requests answered (or cut off) so far. */
  requests: number;
  reply(next: RatesReply): void;
  close(): Promise<void>;
}

/** open.er-api.com's shape, base PKR: units of each currency per rupee (round figures a test can check). */
export const PKR_ANSWER = {
  result: 'success',
  base_code: 'PKR',
  time_last_update_utc: 'Wed, 25 Nov 2026 00:00:01 +0000',
  rates: {
    PKR: 1,
    USD: 0.004,
    EUR: 0.0035,
    GBP: 0.003,
    AED: 0.0125,
    CAD: 0.005,
    AUD: 0.006,
    SAR: 0.015,
    QAR: 0.0145,
    KWD: 0.0012,
    BHD: 0.0015,
    OMR: 0.0015,
    JPY: 0.55,
  },
};

export async function startRatesServer(initial: RatesReply = { json: PKR_ANSWER }): Promise<TestRatesServer> {
  let current = initial;
  const timers = new Set<NodeJS.Timeout>();
  const answer = (res: http.ServerResponse, reply: RatesReply) => {
    if ('delayMs' in reply) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) answer(res, reply.then);
      }, reply.delayMs);
      timers.add(timer);
    } else if ('status' in reply) {
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end('{"error":"unavailable"}');
    } else if ('text' in reply) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(reply.text);
    } else {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reply.json));
    }
  };
  const state = { requests: 0 };
  const server = http.createServer((_req, res) => {
    state.requests += 1;
    answer(res, current);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v6/latest/PKR`,
    get requests() {
      return state.requests;
    },
    reply(next) {
      current = next;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
