/**
 * The social desk's rules per network, checked by the post editor as staff type and by the server
 * before a post is saved or sent, with the same words. No zod here: the editor's live preview uses it.
 */
import type { FieldError } from './errors';

export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'twitter', 'bluesky', 'mastodon'] as const;
export type SocialPlatformName = (typeof SOCIAL_PLATFORMS)[number];

export const SOCIAL_PLATFORM_LABELS: Record<SocialPlatformName, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'X',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
};

export const SOCIAL_POST_STATUSES = ['draft', 'scheduled', 'sending', 'posted', 'failed', 'held', 'cancelled'] as const;
export type SocialPostStatus = (typeof SOCIAL_POST_STATUSES)[number];

export const SOCIAL_POST_STATUS_LABELS: Record<SocialPostStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  posted: 'Posted',
  failed: 'Failed',
  held: 'Held for checking',
  cancelled: 'Cancelled',
};
/** Shown instead of "Scheduled" while the post's account must be reconnected. */
export const WAITING_FOR_RECONNECT = 'Waiting for reconnect';

/** What X and Mastodon count for any link, whatever its length. */
export const LINK_WEIGHT = 23;
export const INSTAGRAM_MAX_HASHTAGS = 30;

interface PlatformRule {
  max: number;
  /** How the network counts: code points with links at 23, or graphemes. */
  counting: 'weighted-links' | 'graphemes' | 'characters';
  needsImage: boolean;
  tooLong: string;
}

export const SOCIAL_RULES: Record<SocialPlatformName, PlatformRule> = {
  twitter: {
    max: 280,
    counting: 'weighted-links',
    needsImage: false,
    tooLong: 'X posts can be at most 280 characters (a link counts as 23).',
  },
  bluesky: {
    max: 300,
    counting: 'graphemes',
    needsImage: false,
    tooLong: 'Bluesky posts can be at most 300 characters.',
  },
  instagram: {
    max: 2200,
    counting: 'characters',
    needsImage: true,
    tooLong: 'Instagram captions can be at most 2,200 characters.',
  },
  facebook: {
    max: 63206,
    counting: 'characters',
    needsImage: false,
    tooLong: 'Facebook posts can be at most 63,206 characters.',
  },
  mastodon: {
    max: 500,
    counting: 'weighted-links',
    needsImage: false,
    tooLong: 'Mastodon posts can be at most 500 characters (a link counts as 23).',
  },
};

export const SOCIAL_MESSAGES = {
  empty: 'Write the text of the post.',
  needsImage: 'Instagram posts need an image.',
  tooManyHashtags: `Instagram allows at most ${INSTAGRAM_MAX_HASHTAGS} hashtags.`,
} as const;

const LINK = /https?:\/\/[^\s]+/g;
const HASHTAG = /(^|\s)#[\p{L}\p{N}_]+/gu;

function graphemes(text: string): number {
  let count = 0;
  for (const _ of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) count += 1;
  return count;
}

/** The length of the text as the network counts it. */
export function socialLength(platform: SocialPlatformName, text: string): number {
  const rule = SOCIAL_RULES[platform];
  if (rule.counting === 'graphemes') return graphemes(text);
  if (rule.counting === 'characters') return [...text].length;
  const links = text.match(LINK) ?? [];
  return [...text.replace(LINK, '')].length + links.length * LINK_WEIGHT;
}

export const countHashtags = (text: string) => (text.match(HASHTAG) ?? []).length;

/** The field errors of a post for its network (empty when it may be saved and sent). */
export function checkSocialPost(
  platform: SocialPlatformName,
  post: { content: string; imageUrl?: string | null },
): FieldError[] {
  const rule = SOCIAL_RULES[platform];
  const errors: FieldError[] = [];
  if (!post.content.trim()) errors.push({ path: 'content', message: SOCIAL_MESSAGES.empty });
  else if (socialLength(platform, post.content) > rule.max) errors.push({ path: 'content', message: rule.tooLong });
  if (platform === 'instagram' && countHashtags(post.content) > INSTAGRAM_MAX_HASHTAGS)
    errors.push({ path: 'content', message: SOCIAL_MESSAGES.tooManyHashtags });
  if (rule.needsImage && !post.imageUrl) errors.push({ path: 'imageUrl', message: SOCIAL_MESSAGES.needsImage });
  return errors;
}

/** The hashtags a city's posts carry. */
export const CITY_HASHTAGS: Record<string, string[]> = {
  rochester: ['#Rochester', '#ROC'],
  charlotte: ['#Charlotte', '#CLT'],
  atlanta: ['#Atlanta', '#ATL'],
  nyc: ['#NYC', '#NewYork'],
  buffalo: ['#Buffalo', '#BuffaloNY'],
};
