import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../test/app';
import { readOutbox } from '../../test/outbox';
import { createArtist } from './test-factories';
import { createTestApp } from '../../test/app';
import { createUser } from '../../test/factories';

let t: TestContext;
let reachable: string;
let unreachable: string;
let sender: { email: string; cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  reachable = (await createArtist(t.database.db, { name: 'Ivy Paint', email: 'ivy.hidden@example.com' })).id;
  unreachable = (await createArtist(t.database.db, { name: 'No Mail' })).id;
  sender = await createUser(t, { firstName: 'Quinn' });
});
afterAll(() => t.close());

const send = (artistId: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url: `/api/artists/${artistId}/message`, payload, headers: cookie ? { cookie } : {} });

describe('POST /api/artists/:id/message', () => {
  it('delivers the message to the artist by e-mail, with a reply-to of the sender, never showing the address', async () => {
    const res = await send(reachable, { message: 'Would you paint a mural for our bakery?' }, sender.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your message has been sent to the artist.' });
    expect(res.body).not.toContain('ivy.hidden');
    const [mail] = readOutbox(t.dataDir);
    expect(mail).toContain('To: ivy.hidden@example.com');
    expect(mail).toContain(`Reply-To: ${sender.email}`);
    expect(mail).toContain('Subject: New message from Quinn Tester via By Locals, For Locals');
    expect(mail).toContain('Would you paint a mural for our bakery?');
  });

  it('asks a signed-out visitor to sign in', async () => {
    expect((await send(reachable, { message: 'Hello there, artist!' })).statusCode).toBe(401);
  });

  it('refuses messages shorter than 10 or longer than 2000 characters', async () => {
    const short = await send(reachable, { message: 'Hi!' }, sender.cookie);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Message must be at least 10 characters');
    const long = await send(reachable, { message: 'x'.repeat(2001) }, sender.cookie);
    expect(long.json().message).toBe('Message must be at most 2000 characters');
  });

  it('answers 404 for a missing artist and 400 for an artist without an address', async () => {
    expect((await send('missing', { message: 'Hello there, artist!' }, sender.cookie)).statusCode).toBe(404);
    const res = await send(unreachable, { message: 'Hello there, artist!' }, sender.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('ARTIST_NOT_REACHABLE');
  });

  it('limits how many messages one account sends in an hour', async () => {
    const busy = await createUser(t, { firstName: 'Busy' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await send(reachable, { message: `Message number ${i} for you` }, busy.cookie)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
