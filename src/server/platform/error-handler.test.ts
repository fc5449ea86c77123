import net from 'node:net';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { registerErrorHandling } from './error-handler';
import { createTestApp, type TestContext } from '../test/app';

/** A bare app with only the error handler, plus routes that fail in each way a feature can. */
async function failingApp() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.get('/app-error', async () => {
    throw new AppError('RATE_LIMITED', 429, 'Too many requests.', undefined, { 'Retry-After': '60' });
  });
  app.get('/crash', async () => {
    throw new Error('connection to db.internal:5432 failed for user admin');
  });
  app.post(
    '/form',
    { schema: { body: z.object({ name: z.string().min(2, 'Name is too short.'), age: z.number() }) } },
    () => 'ok',
  );
  app.get(
    '/bad-response',
    { schema: { response: { 200: z.object({ id: z.string() }) } } },
    async () => ({ id: 1 }) as never,
  );
  await app.ready();
  return app;
}

let bare: Awaited<ReturnType<typeof failingApp>>;
let t: TestContext;
beforeAll(async () => {
  [bare, t] = await Promise.all([failingApp(), createTestApp()]);
});
afterAll(async () => {
  await bare.close();
  await t.close();
});

describe('the API error shape', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ message: 'No API endpoint at /api/no-such-thing.', code: 'NOT_FOUND' });
  });

  it('answers a body that is not JSON with a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The request body is not valid JSON.',
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
    });
  });

  it('answers an oversized body with a 413 and a wrong content type with a 415', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('That upload is too large.');
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'content-type': 'application/xml' },
      payload: '<email/>',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json().message).toBe('That content type is not supported.');
  });

  it('turns a thrown AppError into its status, code, message and headers', async () => {
    const res = await bare.inject({ method: 'GET', url: '/app-error' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.json()).toEqual({ message: 'Too many requests.', code: 'RATE_LIMITED' });
  });

  it('lists every invalid field with a readable message', async () => {
    const res = await bare.inject({ method: 'POST', url: '/form', payload: { name: 'a', age: 'old' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('Please correct the highlighted fields.');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name is too short.' },
        expect.objectContaining({ path: 'age' }),
      ]),
    );
  });

  it.each(['/crash', '/bad-response'])('hides the details of an unexpected failure (%s)', async (url) => {
    const res = await bare.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong on our side.', code: 'INTERNAL' });
    expect(res.body).not.toMatch(/db\.internal|stack|at .*\.ts/);
  });

  it('answers request headers too large for Node with a JSON 431 in the same shape', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nCookie: big=${'x'.repeat(20_000)}\r\n\r\n`);
      });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(body ?? '')).toEqual({
      message: "The request headers are too large. Clearing this site's cookies may help.",
      code: 'HEADERS_TOO_LARGE',
    });
  });
});
