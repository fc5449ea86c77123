/**
 * The kinds of community spotlight and their names on screen. No zod here: the spotlight card,
 * which the front page draws, imports this module, and the list schemas (shared/magazine.ts) would
 * bring zod into the front page's download.
 */
export const SPOTLIGHT_TYPES = ['local_hero', 'small_business', 'artist_feature', 'community_leader'] as const;
export type SpotlightType = (typeof SPOTLIGHT_TYPES)[number];

/** What readers see for each kind. */
export const SPOTLIGHT_TYPE_LABELS: Record<SpotlightType, string> = {
  local_hero: 'Local Hero',
  small_business: 'Small Business',
  artist_feature: 'Artist Feature',
  community_leader: 'Community Leader',
};
