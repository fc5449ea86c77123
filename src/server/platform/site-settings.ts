/**
 * The site settings as every part of the server reads them (decision 053): one row read once and kept
 * in the public-read cache, which saving clears on this process and, through PostgreSQL's
 * LISTEN/NOTIFY (platform/fleet-cache.ts), on every other process too; rendered pages go with it.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { siteSettings } from '../db/schema';
import { SITE_SETTINGS_ID, SOCIAL_NETWORKS, type SiteSettings } from '../../shared/site-settings-defaults';
import { DEFAULT_SITE_SETTINGS } from '../../shared/site-settings-about';
import { siteSettingsSchema } from '../../shared/site-settings';
import { publicReadCache } from './cache';
import type { Mailer } from '../adapters/mailer';
import { brandedMailer } from './mail/site-brand';

/** The settings' row. */
export const SITE_SETTINGS_KEY = 'site';
const CACHE_KEY = 'site-settings';
/** Kept until a save clears it; the hour only bounds how long a missed notification could matter. */
const SETTINGS_TTL_MS = 60 * 60 * 1000;

const fields = siteSettingsSchema.shape;

/**
 * Stored JSON as settings: each field that is missing or no longer valid reads as its default, so an
 * older row or a setting added later never breaks a page.
 */
export function settingsFromStored(value: Record<string, unknown> | null | undefined): SiteSettings {
  const stored = value ?? {};
  const pick = <K extends keyof SiteSettings>(key: K): SiteSettings[K] => {
    const parsed = fields[key as Exclude<K, 'social'>].safeParse(stored[key]);
    return parsed.success ? (parsed.data as SiteSettings[K]) : DEFAULT_SITE_SETTINGS[key];
  };
  const storedSocial = (stored.social ?? {}) as Record<string, unknown>;
  const social = { ...DEFAULT_SITE_SETTINGS.social };
  for (const network of SOCIAL_NETWORKS) {
    const parsed = fields.social.shape[network].safeParse(storedSocial[network]);
    if (parsed.success) social[network] = parsed.data;
  }
  return {
    siteName: pick('siteName'),
    logoUrl: pick('logoUrl'),
    contactEmail: pick('contactEmail'),
    contactPhone: pick('contactPhone'),
    address: pick('address'),
    social,
    aboutMission: pick('aboutMission'),
    aboutStory: pick('aboutStory'),
    defaultCity: pick('defaultCity'),
    mailSenderName: pick('mailSenderName'),
    mailReplyTo: pick('mailReplyTo'),
  };
}

export async function loadSiteSettingsRow(db: Db) {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, SITE_SETTINGS_KEY));
  return row ?? null;
}

type AppLike = { deps: { now?: () => Date; database: { db: Db }; mailer: Mailer } };

/** The site's settings, from memory after the first read. */
export function readSiteSettings(app: AppLike): Promise<SiteSettings> {
  return publicReadCache(app).get(
    CACHE_KEY,
    async () => settingsFromStored((await loadSiteSettingsRow(app.deps.database.db))?.value),
    SETTINGS_TTL_MS,
  );
}

/** After a save: every process forgets the settings and every page rendered with them. */
export function forgetSiteSettings(app: AppLike) {
  publicReadCache(app).clear();
}

/** The settings as a page carries them to the browser (read before the page's code runs). */
function siteSettingsTag(settings: SiteSettings): string {
  const json = JSON.stringify(settings)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SITE_SETTINGS_ID}">${json}</script>`;
}

/** An HTML page with the settings put in just before its app's root. */
export function withSiteSettings(html: string, settings: SiteSettings): string {
  return html.replace('<div id="root">', () => `${siteSettingsTag(settings)}\n    <div id="root">`);
}

const mailers = new WeakMap<object, Mailer>();

/** The app's mailer, sending under the site's name, sender name and reply-to address (site settings). */
export function siteMailer(app: AppLike): Mailer {
  let mailer = mailers.get(app.deps);
  if (!mailer) {
    mailer = brandedMailer(app.deps.mailer, () => readSiteSettings(app));
    mailers.set(app.deps, mailer);
  }
  return mailer;
}
