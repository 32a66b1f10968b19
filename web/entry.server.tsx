// Server rendering of a page: streams HTML, waits for everything for crawlers, stamps the CSP nonce on scripts, and
// lowers the priority of the module preloads (web/lib/low-priority-preloads.server.ts).
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { lowPriorityPreloads } from './lib/low-priority-preloads.server.ts';

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and link previews (WhatsApp, Facebook) get the complete document at once.
    const readyEvent = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />,
      {
        nonce: loadContext.nonce,
        // A page's Suspense boundaries (its parts hydrated later, web/lib/deferred-hydration.tsx) have their content when
        // the shell is ready: written in place, never moved to the end of a long page behind a script that swaps it in.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyEvent]() {
          shellRendered = true;
          const body = lowPriorityPreloads();
          headers.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
