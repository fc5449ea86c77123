/** Test helpers of the preferences and recommendations routes. */
import { createTestApp, type TestContext } from './app';
import { registerVerified } from './accounts';

export const personalTestApp = (): Promise<TestContext> => createTestApp();

let counter = 0;
/** A signed-in member (the first account of the database is the admin, which is fine too). */
export async function signUp(t: TestContext) {
  const { cookie, id, email } = await registerVerified(t, {
    firstName: 'Pat',
    lastName: 'Reader',
    email: `personal${++counter}@example.com`,
  });
  return { cookie, id, email };
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
