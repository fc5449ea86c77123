import { z } from 'zod';
import { CITIES, DEFAULT_CITY } from './cities';

/** The ten interest topics of the profile wizard (spec 001), in the order they are offered. */
export const INTEREST_TOPICS = [
  'local-news',
  'business',
  'events',
  'arts',
  'music',
  'fashion',
  'sports',
  'food',
  'marketplace',
  'resources',
] as const;
export type InterestTopic = (typeof INTEREST_TOPICS)[number];

export const INTEREST_LABELS: Record<InterestTopic, string> = {
  'local-news': 'Local News',
  business: 'Business',
  events: 'Events',
  arts: 'Arts & Culture',
  music: 'Music',
  fashion: 'Fashion',
  sports: 'Sports',
  food: 'Food & Dining',
  marketplace: 'Marketplace',
  resources: 'Community Resources',
};

export const NOTIFICATION_KEYS = ['newsletter', 'eventUpdates', 'businessFeatures', 'communityHighlights'] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];
export type NotificationPreferences = Record<NotificationKey, boolean>;

export const NOTIFICATION_LABELS: Record<NotificationKey, { label: string; hint: string }> = {
  newsletter: { label: 'Weekly newsletter', hint: 'The best of your city in your inbox every week.' },
  eventUpdates: { label: 'Event updates', hint: 'New and upcoming events in your cities.' },
  businessFeatures: { label: 'Business features', hint: 'New local businesses and their stories.' },
  communityHighlights: { label: 'Community highlights', hint: 'Spotlights and stories from your neighbors.' },
};

/** Spec 001 defaults: newsletter on, event updates on, business features off, community highlights on. */
export const DEFAULT_NOTIFICATIONS: NotificationPreferences = {
  newsletter: true,
  eventUpdates: true,
  businessFeatures: false,
  communityHighlights: true,
};

export const INTEREST_TEXT_MAX = 500;
export const CITY_REQUIRED = 'Please select at least one city';
export const INTEREST_REQUIRED = 'Please select at least one interest';

/** The spec sends lists and the notification object as JSON text; this reads such a field. */
const jsonText = <T extends z.ZodType>(inner: T, invalid: string) =>
  z
    .string({ error: invalid })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: invalid });
        return z.NEVER;
      }
    })
    .pipe(inner);

const citiesList = z
  .array(z.enum(CITIES, { error: 'Please choose cities from the list' }))
  .min(1, CITY_REQUIRED)
  .transform((list) => [...new Set(list)]);
const topicsList = z
  .array(z.enum(INTEREST_TOPICS, { error: 'Please choose interests from the list' }))
  .min(1, INTEREST_REQUIRED)
  .transform((list) => [...new Set(list)]);
const notifications = z.object({
  newsletter: z.boolean(),
  eventUpdates: z.boolean(),
  businessFeatures: z.boolean(),
  communityHighlights: z.boolean(),
});

const interestText = z
  .string()
  .trim()
  .max(INTEREST_TEXT_MAX, `Please keep your other interests under ${INTEREST_TEXT_MAX} characters`)
  .optional()
  .default('');

/** The settings form (the preferences page): the PUT body's lists and limits, before they are written as JSON text. */
export const preferencesFormSchema = z.object({
  preferredCities: citiesList,
  interests: topicsList,
  interestTopics: interestText,
  notificationPreferences: notifications,
});

/** PUT /api/preferences, as spec 001 sends it. */
export const preferencesUpdateSchema = z.object({
  preferredCities: jsonText(citiesList, CITY_REQUIRED),
  interests: jsonText(topicsList, INTEREST_REQUIRED),
  interestTopics: interestText,
  notificationPreferences: jsonText(notifications, 'Please choose your notification settings'),
  profileCompleted: z.boolean().optional(),
});
export type PreferencesUpdate = z.output<typeof preferencesUpdateSchema>;
/** What the client sends: the JSON-text form. */
export type PreferencesPayload = z.input<typeof preferencesUpdateSchema>;

/** PUT /api/preferences/city: the member's edition (the city picked on the home page). */
export const editionCitySchema = z.object({
  city: z.enum(CITIES, { error: `city must be one of: ${CITIES.join(', ')}` }),
});

/** GET /api/preferences: the saved settings, already parsed; `categories` and `city` as spec 000 names them. */
export const preferencesSchema = z.object({
  categories: z.array(z.string()),
  city: z.enum(CITIES),
  preferredCities: z.array(z.enum(CITIES)),
  interests: z.array(z.enum(INTEREST_TOPICS)),
  interestTopics: z.string(),
  notificationPreferences: notifications,
  profileCompleted: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

export const EMPTY_PREFERENCES: Preferences = {
  categories: [],
  city: DEFAULT_CITY,
  preferredCities: [],
  interests: [],
  interestTopics: '',
  notificationPreferences: DEFAULT_NOTIFICATIONS,
  profileCompleted: false,
};

/** Builds the PUT body from the form's values (the JSON-text fields of the spec). */
export function toPreferencesPayload(values: {
  preferredCities: string[];
  interests: string[];
  interestTopics: string;
  notificationPreferences: NotificationPreferences;
}): PreferencesPayload {
  return {
    preferredCities: JSON.stringify(values.preferredCities),
    interests: JSON.stringify(values.interests),
    interestTopics: values.interestTopics,
    notificationPreferences: JSON.stringify(values.notificationPreferences),
    profileCompleted: true,
  };
}
