// The browser's API client against a real HTTP server: a request given up while its answer is arriving fails as
// given up (it once resolved with an empty object, and the admin's Users list crashed when its filter changed), and an
// answer that is not JSON is an error, not an empty success. The session reaches it only through configureApi: its
// token is sent, and a 401 for the token still in use is handed back to it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, apiRequest, configureApi, UNREADABLE_ANSWER } from './api.ts';

let server: http.Server;
let base = '';
let headersArrived: { promise: Promise<void>; resolve: () => void };
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/api/slow') {
      // Half an answer, then nothing: the body is still arriving when the caller gives up.
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"users":[');
      return;
    }
    if (req.url === '/api/html-ok')
      return void res.writeHead(200, { 'Content-Type': 'text/html' }).end('<p>proxy page</p>');
    if (req.url === '/api/html-error')
      return void res.writeHead(502, { 'Content-Type': 'text/html' }).end('<p>bad gateway</p>');
    if (req.url === '/api/whoami')
      return void res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify({ authorization: req.headers.authorization ?? null }));
    if (req.url === '/api/refuse')
      return void res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"error":"Session expired"}');
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"users":[],"total":0}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The browser resolves /api/... against the page; here the page is our test server.
  globalThis.fetch = async (input, init) => {
    const response = await realFetch(`${base}${String(input)}`, init);
    headersArrived.resolve();
    return response;
  };
});

beforeEach(() => {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  headersArrived = { promise, resolve };
});

afterAll(async () => {
  globalThis.fetch = realFetch;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('apiRequest', () => {
  it('answers the parsed JSON', async () => {
    await expect(apiRequest('/list')).resolves.toEqual({ users: [], total: 0 });
  });

  it('rejects with AbortError when aborted while the body is arriving', async () => {
    const controller = new AbortController();
    const pending = apiRequest('/slow', { signal: controller.signal });
    await headersArrived.promise;
    controller.abort();
    const outcome = await pending.then(
      (value) => ({ resolved: value }),
      (err: unknown) => ({ rejected: err }),
    );
    expect(outcome).not.toHaveProperty('resolved');
    expect((outcome as { rejected: Error }).rejected.name).toBe('AbortError');
  });

  it('treats a successful answer that is not JSON as an error', async () => {
    const err = await apiRequest('/html-ok').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 200, message: UNREADABLE_ANSWER });
  });

  it('keeps the status for a failed answer that is not JSON', async () => {
    const err = await apiRequest('/html-error').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, message: 'Request failed (502)' });
  });
});

describe('configureApi', () => {
  let token: string | null = null;
  let refusals: (string | undefined)[] = [];

  beforeEach(() => {
    token = null;
    refusals = [];
    configureApi({ getToken: () => token, onUnauthorized: (message) => void refusals.push(message) });
  });

  afterEach(() => configureApi({ getToken: () => null, onUnauthorized: () => {} }));

  it("sends the session's token as a Bearer token, and none for a guest", async () => {
    await expect(apiRequest('/whoami')).resolves.toEqual({ authorization: null });
    token = 'session-token';
    await expect(apiRequest('/whoami')).resolves.toEqual({ authorization: 'Bearer session-token' });
  });

  it("hands a 401 for the token in use to the session, with the server's words", async () => {
    token = 'session-token';
    await expect(apiRequest('/refuse')).rejects.toMatchObject({ status: 401, message: 'Session expired' });
    expect(refusals).toEqual(['Session expired']);
  });

  it('leaves the session alone when the call sent no token or the session changed meanwhile', async () => {
    await expect(apiRequest('/refuse')).rejects.toMatchObject({ status: 401 });
    token = 'old-token';
    const pending = apiRequest('/refuse');
    token = 'new-token';
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(refusals).toEqual([]);
  });
});
