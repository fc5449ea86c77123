import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listAnswer, sendListAnswer } from './json-answer';
import { entityTag } from './public-lists';

const item = z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() });
const list = z.array(item);

describe('listAnswer', () => {
  it('writes only the fields the answer schema names', () => {
    const rows = [{ id: 'a', name: 'Corner Bakery', phone: null, ownerEmail: 'owner@example.com', passwordHash: 'x' }];
    const answer = listAnswer(list, rows);
    expect(JSON.parse(answer.body.toString())).toEqual([{ id: 'a', name: 'Corner Bakery', phone: null }]);
    expect(answer.body.toString()).not.toContain('owner@example.com');
    expect(answer.count).toBe(1);
    expect(answer.etag).toBe(entityTag(answer.body));
  });

  it('refuses items the schema does not accept instead of sending them', () => {
    expect(() => listAnswer(list, [{ id: 'a', name: 7, phone: null } as never])).toThrow();
  });
});

describe('sendListAnswer', () => {
  it('sends the bytes as the JSON body with their ETag, and the route schema does not run again', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const answer = listAnswer(list, [{ id: 'a', name: 'Café Lumière', phone: '585-555-0100' }]);
    app.get('/list', { schema: { response: { 200: list } } }, async (_req, reply) => sendListAnswer(reply, answer));
    const res = await app.inject('/list');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers.etag).toBe(answer.etag);
    expect(res.json()).toEqual([{ id: 'a', name: 'Café Lumière', phone: '585-555-0100' }]);
    await app.close();
  });
});
