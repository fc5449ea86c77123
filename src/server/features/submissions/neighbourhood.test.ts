import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { createUser } from '../../test/factories';

/**
 * A reader places a submitted event or story in a neighbourhood of its city: checked on submit, on a
 * saved draft and when the draft is sent, and carried to the public event or article on approval.
 */
let t: TestContext;
let admin: { cookie: string };
let reader: { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t); // the first account is the admin
  reader = await createUser(t);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
const piece = (over: object = {}) => ({
  type: 'event',
  city: 'buffalo',
  title: 'Porch fest',
  description: 'Forty porches, forty bands.',
  submitterName: 'Pat Porch',
  submitterEmail: 'pat@example.com',
  eventDate: '2027-06-05',
  eventTime: '2:00 PM',
  location: 'Elmwood Avenue',
  ...over,
});
const BUFFALO_ONLY = [{ path: 'neighbourhood', message: 'Choose a neighbourhood in Buffalo.' }];

describe('a submitted piece with a neighbourhood', () => {
  it("refuses another city's neighbourhood on submit and on a draft, on the field", async () => {
    const sent = await call('POST', '/api/submissions', reader.cookie, piece({ neighbourhood: 'south-wedge' }));
    expect(sent.statusCode).toBe(400);
    expect(sent.json().errors).toEqual(BUFFALO_ONLY);
    const draft = await call('POST', '/api/submissions/drafts', reader.cookie, {
      type: 'article',
      city: 'buffalo',
      title: 'A draft',
      neighbourhood: 'no-such-place',
    });
    expect(draft.statusCode).toBe(400);
    expect(draft.json().errors).toEqual(BUFFALO_ONLY);
  });

  it('keeps it on the draft and carries it to the public event once approved', async () => {
    const draft = await call('POST', '/api/submissions/drafts', reader.cookie, piece({ neighbourhood: 'allentown' }));
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().id as string;
    expect((await call('GET', `/api/submissions/drafts/${id}`, reader.cookie)).json()).toMatchObject({
      neighbourhood: 'allentown',
    });
    const sent = await call('POST', `/api/submissions/drafts/${id}/submit`, reader.cookie);
    expect(sent.statusCode, sent.body).toBe(200);
    const approved = await call('POST', `/api/admin/review/content/${id}/decision`, admin.cookie, {
      decision: 'approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/events?city=buffalo&neighbourhood=allentown' });
    expect(list.json()).toEqual([
      expect.objectContaining({ title: 'Porch fest', neighbourhood: 'allentown', neighbourhoodName: 'Allentown' }),
    ]);
  });
});
