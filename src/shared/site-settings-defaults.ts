/**
 * The site's own settings (name, logo, contact details, social links, About text, default city, mail
 * sender) as every page reads them. No zod here: the browser's entry imports this file, and the
 * validating schema (site-settings.ts) stays in the staff area's chunk.
 */
import { DEFAULT_CITY, type City } from './cities';

/** The networks the footer links to, in the footer's order. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'x', 'youtube', 'tiktok', 'linkedin'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X (Twitter)',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
};

export interface SiteSettings {
  siteName: string;
  /** An image this site stored (`/uploads/<key>`), or null for the "BL" seal. */
  logoUrl: string | null;
  contactEmail: string;
  contactPhone: string;
  /** The postal address, one line of the footer per line. */
  address: string;
  /** Profile addresses by network; an empty one is not shown. */
  social: Record<SocialNetwork, string>;
  /** The About page's "Our Mission" and "Our Story" text; a blank line starts a new paragraph. */
  aboutMission: string;
  aboutStory: string;
  /** The edition a visitor who has chosen none sees. */
  defaultCity: City;
  /** The display name of the site's e-mail (empty: the one in MAIL_FROM). */
  mailSenderName: string;
  /** Where replies to the site's e-mail go (empty: to the From address). */
  mailReplyTo: string;
}

/**
 * The settings the browser falls back on when a page carries none (only in tests: every page the
 * server sends carries them). The About text is left out, to keep it out of every page's code.
 */
export const SITE_SETTINGS_FALLBACK: SiteSettings = {
  siteName: 'By Locals, For Locals',
  logoUrl: null,
  contactEmail: 'hello@bylocalsforlocals.com',
  contactPhone: '(585) 555-0142',
  address: '100 Main Street, Suite 200\nRochester, NY 14604',
  social: { facebook: '', instagram: '', x: '', youtube: '', tiktok: '', linkedin: '' },
  aboutMission: '',
  aboutStory: '',
  defaultCity: DEFAULT_CITY,
  mailSenderName: '',
  mailReplyTo: '',
};

/** The id of the <script type="application/json"> every HTML page carries the settings in. */
export const SITE_SETTINGS_ID = 'bl-site';

/** Text split into paragraphs at blank lines. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** The address's lines, as the footer shows them. */
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
