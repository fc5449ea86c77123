/** The social desk's API contract: account connections, posts and their lists, the calendar. */
import { z } from 'zod';
import { CITIES } from './cities';
import { optionalParam } from './query-params';
import { SOCIAL_PLATFORMS, SOCIAL_POST_STATUSES } from './social';

const city = z.enum(CITIES, { error: 'Choose one of the five cities.' });
const required = (label: string, max = 500) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is too long.`);
const address = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .url(`${label} must be a web address such as https://example.social.`)
    .refine((v) => /^https?:\/\//.test(v), `${label} must start with https://.`);

export const connectBlueskySchema = z.object({
  platform: z.literal('bluesky'),
  city,
  handle: required('Handle', 253).transform((v) => v.replace(/^@/, '')),
  appPassword: required('App password', 200),
  pdsUrl: address('PDS address').default('https://bsky.social'),
});
export const connectMastodonSchema = z.object({
  platform: z.literal('mastodon'),
  city,
  instanceUrl: address('Instance address'),
  accessToken: required('Access token', 500),
});
export const connectAccountSchema = z.discriminatedUnion('platform', [connectBlueskySchema, connectMastodonSchema], {
  error: 'Bluesky and Mastodon connect here; X and Meta connect through their sign-in.',
});
export type ConnectAccountInput = z.input<typeof connectAccountSchema>;

export const socialAccountSchema = z.object({
  id: z.string(),
  city: z.string(),
  platform: z.enum(SOCIAL_PLATFORMS),
  handle: z.string(),
  displayName: z.string().nullable(),
  status: z.enum(['connected', 'reconnect']),
  tokenExpiresAt: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type SocialAccountView = z.infer<typeof socialAccountSchema>;

const when = z.coerce.date({ error: 'Give a date and time.' });
const optionalUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^(https?:\/\/|\/)/.test(v), 'Give a web address or a site path.')
  .transform((v) => v || null)
  .nullable()
  .optional();

export const socialPostCreateSchema = z.object({
  accountId: required('Account', 100),
  content: z.string().max(70_000, 'The text is too long.'),
  imageUrl: optionalUrl,
  link: optionalUrl,
  title: z.string().trim().max(255).optional(),
  linkedContentId: z.string().trim().max(100).nullable().optional(),
  linkedContentType: z.enum(['article', 'event', 'business', 'photo', 'spotlight']).nullable().optional(),
  scheduledFor: when.nullable().optional(),
});
export const socialPostUpdateSchema = socialPostCreateSchema.omit({ accountId: true }).partial();
export const socialScheduleSchema = z.object({ scheduledFor: when });

export const socialPostListQuerySchema = z.object({
  status: optionalParam(z.enum(SOCIAL_POST_STATUSES)),
  platform: optionalParam(z.enum(SOCIAL_PLATFORMS)),
  city: optionalParam(city),
  from: optionalParam(z.coerce.date()),
  to: optionalParam(z.coerce.date()),
});
export type SocialPostListQuery = z.infer<typeof socialPostListQuerySchema>;

export const socialPostSchema = z.object({
  id: z.string(),
  accountId: z.string().nullable(),
  platform: z.enum(SOCIAL_PLATFORMS),
  city: z.string(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  link: z.string().nullable(),
  linkedContentId: z.string().nullable(),
  linkedContentType: z.string().nullable(),
  status: z.enum(SOCIAL_POST_STATUSES),
  /** True while the account must be reconnected: the post waits. */
  waitingForReconnect: z.boolean(),
  scheduledFor: z.string().nullable(),
  postedAt: z.string().nullable(),
  remoteUrl: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  engagement: z.record(z.string(), z.number()).nullable(),
});
export type SocialPostView = z.infer<typeof socialPostSchema>;

export const socialEngagementSchema = z.object({
  days: z.array(
    z.object({ day: z.string(), likes: z.number(), reposts: z.number(), replies: z.number(), posts: z.number() }),
  ),
});
export type SocialEngagementView = z.infer<typeof socialEngagementSchema>;
