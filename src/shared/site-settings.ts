/**
 * The site settings' contract: what an admin may save on /admin/settings, with the limits and the
 * words the form and the server both show. Defaults and types live in site-settings-defaults.ts.
 */
import { z } from 'zod';
import { CITIES, CITY_LABELS } from './cities';
import { oneLine } from './contact';
import { isUploadUrl } from './newsroom/images';
import { SOCIAL_LABELS, SOCIAL_NETWORKS, type SiteSettings, type SocialNetwork } from './site-settings-defaults';
import { SOCIAL_HOSTS } from './site-settings-about';

const SITE_SETTINGS_LIMITS = {
  siteName: 80,
  contactEmail: 254,
  contactPhone: 30,
  address: 300,
  addressLines: 4,
  socialUrl: 300,
  aboutText: 3000,
  mailSenderName: 80,
} as const;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`);
const requiredLine = (label: string, max: number) =>
  text(label, max)
    .transform(oneLine)
    .pipe(z.string().min(1, `${label} is required.`));

const email = (label: string) => z.email(`${label} must be a valid e-mail address, like name@example.com.`);

/** A phone number as people write it: digits with spaces, dots, dashes, brackets and a leading +. */
function isPhoneNumber(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/** The host of an http(s) address, without "www." (null for anything else). */
function webHost(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return url.hostname.toLowerCase().replace(/^(www|m)\./, '');
  } catch {
    return null;
  }
}

const socialLink = (network: SocialNetwork) =>
  text(`The ${SOCIAL_LABELS[network]} link`, SITE_SETTINGS_LIMITS.socialUrl).superRefine((value, ctx) => {
    if (!value) return;
    const host = webHost(value);
    const label = SOCIAL_LABELS[network];
    if (!host) ctx.addIssue({ code: 'custom', message: `The ${label} link must start with https:// or http://.` });
    else if (!SOCIAL_HOSTS[network].some((known) => host === known || host.endsWith(`.${known}`)))
      ctx.addIssue({
        code: 'custom',
        message: `The ${label} link must be an address on ${SOCIAL_HOSTS[network].join(' or ')}.`,
      });
  });

const socialShape = Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, socialLink(n)])) as Record<
  SocialNetwork,
  ReturnType<typeof socialLink>
>;

export const siteSettingsSchema = z.object({
  siteName: requiredLine('The site name', SITE_SETTINGS_LIMITS.siteName),
  logoUrl: z
    .string()
    .nullable()
    .refine((url) => url === null || isUploadUrl(url), 'The logo must be an image uploaded here.'),
  contactEmail: text('The contact e-mail', SITE_SETTINGS_LIMITS.contactEmail)
    .min(1, 'The contact e-mail is required.')
    .pipe(email('The contact e-mail')),
  contactPhone: text('The phone number', SITE_SETTINGS_LIMITS.contactPhone)
    .min(1, 'The phone number is required.')
    .refine(isPhoneNumber, 'The phone number must have 7 to 15 digits, like (585) 555-0142.'),
  address: text('The address', SITE_SETTINGS_LIMITS.address)
    .min(1, 'The address is required.')
    .refine(
      (value) => value.split('\n').filter((l) => l.trim()).length <= SITE_SETTINGS_LIMITS.addressLines,
      `The address must fit on ${SITE_SETTINGS_LIMITS.addressLines} lines.`,
    ),
  social: z.object(socialShape),
  aboutMission: text('Our Mission', SITE_SETTINGS_LIMITS.aboutText).min(1, 'Our Mission is required.'),
  aboutStory: text('Our Story', SITE_SETTINGS_LIMITS.aboutText).min(1, 'Our Story is required.'),
  defaultCity: z.enum(CITIES, { error: `The default city must be one of: ${Object.values(CITY_LABELS).join('; ')}.` }),
  mailSenderName: text('The sender name', SITE_SETTINGS_LIMITS.mailSenderName)
    .transform(oneLine)
    // Quotes and angle brackets would change the address a mail program reads from the From line.
    .refine((v) => !/["<>]/.test(v), 'The sender name cannot contain quotes or angle brackets.'),
  mailReplyTo: text('The reply-to address', SITE_SETTINGS_LIMITS.contactEmail).refine(
    (v) => v === '' || email('').safeParse(v).success,
    'The reply-to address must be a valid e-mail address, like name@example.com.',
  ),
}) satisfies z.ZodType<SiteSettings, unknown>;

/** What GET and PUT /api/admin/settings answer: the settings, and when and by whom they were last saved. */
export const siteSettingsAnswerSchema = z.object({
  settings: z.object({
    siteName: z.string(),
    logoUrl: z.string().nullable(),
    contactEmail: z.string(),
    contactPhone: z.string(),
    address: z.string(),
    social: z.object(
      Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, z.string()])) as Record<SocialNetwork, z.ZodString>,
    ),
    aboutMission: z.string(),
    aboutStory: z.string(),
    defaultCity: z.enum(CITIES),
    mailSenderName: z.string(),
    mailReplyTo: z.string(),
  }) satisfies z.ZodType<SiteSettings>,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type SiteSettingsAnswer = z.infer<typeof siteSettingsAnswerSchema>;
