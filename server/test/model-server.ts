// A stand-in for an OpenAI-compatible Chat Completions service (a real HTTP server on a free local port): each request
// is kept, and the test's script decides the answer: text, tool calls, an HTTP error, or a reply that comes too late.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FunctionSpec, ModelMessage } from '../modules/assistant/index.ts';

export interface ModelRequest {
  model: string;
  messages: ModelMessage[];
  tools: FunctionSpec[];
  authorization: string | undefined;
}

export type ScriptedReply =
  | { content: string }
  | { toolCalls: { name: string; arguments: object | string }[] }
  | { status: number }
  | { delayMs: number; then: ScriptedReply };

/** `index` counts requests from 0 over the server's life. */
export type ModelScript = (request: ModelRequest, index: number) => ScriptedReply;

export interface TestModelServer {
  /** For LLM_BASE_URL: http://127.0.0.1:PORT/v1 */
  baseUrl: string;
  requests: ModelRequest[];
  setScript(script: ModelScript): void;
  close(): Promise<void>;
}

function completionBody(reply: { content: string } | { toolCalls: { name: string; arguments: object | string }[] }) {
  const toolCalls =
    'toolCalls' in reply
      ? reply.toolCalls.map((call, i) => ({
          id: `call_${i}_${call.name}`,
          type: 'function',
          function: {
            name: call.name,
            arguments: typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments),
          },
        }))
      : undefined;
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'stand-in',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: 'content' in reply ? reply.content : null, tool_calls: toolCalls },
        finish_reason: toolCalls ? 'tool_calls' : 'stop',
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

export async function startModelServer(script: ModelScript): Promise<TestModelServer> {
  const requests: ModelRequest[] = [];
  let current = script;
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Omit<ModelRequest, 'authorization'>;
      const request = { ...body, authorization: req.headers.authorization };
      requests.push(request);
      const send = (reply: ScriptedReply) => {
        if ('delayMs' in reply) {
          const timer = setTimeout(() => {
            timers.delete(timer);
            if (!res.destroyed) send(reply.then);
          }, reply.delayMs);
          timers.add(timer);
        } else if ('status' in reply) {
          res.writeHead(reply.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'scripted failure' } }));
        } else {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(completionBody(reply)));
        }
      };
      send(current(request, requests.length - 1));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setScript: (next) => {
      current = next;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The last message the model was sent, and the tool results of the current turn (after the shopper's message). */
export function toolResultsOf(request: ModelRequest): string[] {
  const lastUser = request.messages.findLastIndex((m) => m.role === 'user');
  return request.messages
    .slice(lastUser + 1)
    .filter((m) => m.role === 'tool')
    .map((m) => m.content);
}

/** A model that does whatever the shopper writes: it calls the tool the message points at with the text as typed,
 *  then replies with the message and every tool result echoed back. The shop's check must keep the answer safe. */
export const gullibleModel: ModelScript = (request) => {
  const last = request.messages.at(-1)!;
  const question = String(request.messages.findLast((m) => m.role === 'user')!.content);
  if (last.role === 'user') {
    const order = /HC-\S.*$/i.exec(question);
    const product = /\b[A-Z]{3}-[A-Z]{3}-\d{3}\b/.exec(question);
    if (order) return { toolCalls: [{ name: 'track_order', arguments: { trackingId: order[0].slice(0, 40) } }] };
    if (product) return { toolCalls: [{ name: 'get_product', arguments: { prodId: product[0] } }] };
    return { toolCalls: [{ name: 'search_products', arguments: { query: question.slice(0, 100) } }] };
  }
  return { content: `Sure, doing exactly what you asked: ${question}\n${toolResultsOf(request).join('\n')}` };
};
