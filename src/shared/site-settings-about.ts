/** The site's defaults in full (site-settings-defaults.ts has the rest): what a site with nothing saved shows. */
import { SITE_SETTINGS_FALLBACK, type SiteSettings, type SocialNetwork } from './site-settings-defaults';

/** The site as it was before anyone saved settings: a site with nothing saved looks exactly like this. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  ...SITE_SETTINGS_FALLBACK,
  aboutMission:
    'Local news should be made by the people it is about. We give residents a place to tell their own stories, find the businesses and artists around the corner, and keep up with what is happening on their block — without the noise of national headlines.',
  aboutStory:
    'We started in 2020 in Rochester with a simple idea: the people who live in a city are the best ones to tell its stories. We have been serving locals since 2020, and today we cover Rochester, Charlotte, Atlanta, New York City and Buffalo.',
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
