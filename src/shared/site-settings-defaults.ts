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

/** The addresses a profile on each network lives at (a link elsewhere is refused). */
export const SOCIAL_HOSTS: Record<SocialNetwork, readonly string[]> = {
  facebook: ['facebook.com', 'fb.com'],
  instagram: ['instagram.com'],
  x: ['x.com', 'twitter.com'],
  youtube: ['youtube.com', 'youtu.be'],
  tiktok: ['tiktok.com'],
  linkedin: ['linkedin.com'],
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

/** The site as it was before anyone saved settings: a site with nothing saved looks exactly like this. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteName: 'By Locals, For Locals',
  logoUrl: null,
  contactEmail: 'hello@bylocalsforlocals.com',
  contactPhone: '(585) 555-0142',
  address: '100 Main Street, Suite 200\nRochester, NY 14604',
  social: { facebook: '', instagram: '', x: '', youtube: '', tiktok: '', linkedin: '' },
  aboutMission:
    'Local news should be made by the people it is about. We give residents a place to tell their own stories, find the businesses and artists around the corner, and keep up with what is happening on their block — without the noise of national headlines.',
  aboutStory:
    'We started in 2020 in Rochester with a simple idea: the people who live in a city are the best ones to tell its stories. We have been serving locals since 2020, and today we cover Rochester, Charlotte, Atlanta, New York City and Buffalo.',
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
