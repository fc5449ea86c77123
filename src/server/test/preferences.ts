/** A stored settings row for the preferences and recommendations tests. */

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
