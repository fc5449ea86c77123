import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app';
import { openTestDatabase } from '../test/database';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API documentation and health', () => {
  it('serves the browsable OpenAPI page at /api/docs', async () => {
    let res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    if (res.statusCode === 302) res = await t.app.inject({ method: 'GET', url: String(res.headers.location) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger-ui');
  });

  it('lists the API calls in /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.info.title).toBe('By Locals, For Locals API');
    expect(doc.paths['/api/newsletter/subscribe']).toHaveProperty('post');
    expect(doc.paths['/api/health']).toHaveProperty('get');
    const body = doc.paths['/api/newsletter/subscribe'].post.requestBody.content['application/json'].schema;
    expect(body.required).toContain('email');
  });

  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  it('reports 503 when the database is gone', async () => {
    const other = await createTestApp({}, undefined, { database: await openTestDatabase() });
    await other.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/health' });
    await other.app.close();
    fs.rmSync(other.dataDir, { recursive: true, force: true });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: other.database.kind });
  });
});
