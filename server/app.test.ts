// App-wide behaviour: health, unknown endpoints, security headers, API docs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('app', () => {
  it('reports health once the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'No such endpoint: GET /api/nope' });
  });

  it('sends strict security headers on API responses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/products',
        '/api/products/prod/{prodId}',
        '/api/images/active',
        '/api/newsletter',
        '/api/health',
      ]),
    );
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/users/register',
        '/api/users/login',
        '/api/users/profile',
        '/api/users/admin-signup',
        '/api/users/forgot-password',
        '/api/users/wishlist',
      ]),
    );
    // Calls that need a token say so; public ones do not.
    expect(doc.paths['/api/users/profile'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/users/login'].post.security).toBeUndefined();
    expect(doc.paths['/api/products'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['search', 'category', 'minPrice', 'maxPrice', 'sortBy', 'sortOrder', 'page']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});
