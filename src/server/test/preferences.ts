/** Test helpers of the preferences and recommendations routes. */
import { createTestApp, type TestContext } from './app';
import { sessionCookie } from './http';

export const personalTestApp = (): Promise<TestContext> => createTestApp();

let counter = 0;
/** A signed-in member (the first account of the database is the admin, which is fine too). */
export async function signUp(t: TestContext) {
  const email = `personal${++counter}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { firstName: 'Pat', lastName: 'Reader', email, password: 'correct horse battery' },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  return { cookie: sessionCookie(res), id: res.json().id as string, email };
}

export const settings = (over: Record<string, unknown> = {}) => ({
  preferredCities: JSON.stringify(['buffalo']),
  interests: JSON.stringify(['food']),
  interestTopics: '',
  notificationPreferences: JSON.stringify({
    newsletter: false,
    eventUpdates: true,
    businessFeatures: false,
    communityHighlights: true,
  }),
  profileCompleted: true,
  ...over,
});
