/**
 * Social posts in a story: a link card to one post on Bluesky, Mastodon, X, Instagram or Threads,
 * never the network's script or frame (decision 055). The address is read into one spelling per post.
 */
import { pathParts, webAddress } from './embeds';

export type SocialNetwork = 'bluesky' | 'mastodon' | 'x' | 'instagram' | 'threads';
export interface SocialPost {
  network: SocialNetwork;
  /** The post's address, in one spelling per post. */
  url: string;
  /** "@name" (or "@name@server" on Mastodon) where the address names the author. */
  handle: string | null;
}

export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
  x: 'X',
  instagram: 'Instagram',
  threads: 'Threads',
};

const X_HOSTS = ['x.com', 'www.x.com', 'mobile.x.com', 'twitter.com', 'www.twitter.com', 'mobile.twitter.com'];
const INSTAGRAM_HOSTS = ['instagram.com', 'www.instagram.com'];
const THREADS_HOSTS = ['threads.net', 'www.threads.net', 'threads.com', 'www.threads.com'];
/** A server's name: letters, digits and hyphens between dots, with a top-level name of letters. */
const DOMAIN = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

function socialPostAt(url: URL): SocialPost | null {
  const parts = pathParts(url);
  const host = url.hostname;
  if (host === 'bsky.app') {
    const [profile, actor, post, rkey] = parts;
    if (parts.length !== 4 || profile !== 'profile' || post !== 'post') return null;
    const did = /^did:(plc|web):[a-z0-9.:-]{1,200}$/.test(actor!);
    if (!(did || DOMAIN.test(actor!)) || !/^[a-z0-9]{2,64}$/.test(rkey!)) return null;
    return {
      network: 'bluesky',
      url: `https://bsky.app/profile/${actor}/post/${rkey}`,
      handle: did ? null : `@${actor}`,
    };
  }
  if (X_HOSTS.includes(host)) {
    const [user, status, id] = parts;
    if (!/^[A-Za-z0-9_]{1,15}$/.test(user ?? '') || status !== 'status' || !/^\d{1,25}$/.test(id ?? '')) return null;
    return { network: 'x', url: `https://x.com/${user}/status/${id}`, handle: `@${user}` };
  }
  if (INSTAGRAM_HOSTS.includes(host)) {
    const at = parts[0] === 'p' || parts[0] === 'reel' ? 0 : 1;
    const [kind, code] = [parts[at], parts[at + 1]];
    if ((kind !== 'p' && kind !== 'reel') || !/^[A-Za-z0-9_-]{5,64}$/.test(code ?? '') || parts.length > at + 2)
      return null;
    return { network: 'instagram', url: `https://www.instagram.com/${kind}/${code}/`, handle: null };
  }
  if (THREADS_HOSTS.includes(host)) {
    const [user, post, code] = parts;
    if (!/^@[A-Za-z0-9_.]{1,30}$/.test(user ?? '') || post !== 'post' || !/^[A-Za-z0-9_-]{5,64}$/.test(code ?? ''))
      return null;
    return { network: 'threads', url: `https://www.threads.com/${user}/post/${code}`, handle: user! };
  }
  // Mastodon runs on many servers: an address shaped like a post on one (https://server/@name/123).
  if (url.protocol !== 'https:' || !DOMAIN.test(host)) return null;
  const toot = /^@([A-Za-z0-9_]{1,30})(?:@([a-z0-9.-]{4,253}))?$/.exec(parts[0] ?? '');
  if (!toot || parts.length !== 2 || !/^\d{1,20}$/.test(parts[1]!)) return null;
  if (toot[2] && !DOMAIN.test(toot[2])) return null;
  const account = toot[2] ? `${toot[1]}@${toot[2]}` : toot[1];
  return {
    network: 'mastodon',
    url: `https://${host}/@${account}/${parts[1]}`,
    handle: `@${toot[1]}@${toot[2] ?? host}`,
  };
}

/** One post on Bluesky, Mastodon, X, Instagram or Threads, from its address. */
export function parseSocialPost(input: string): SocialPost | null {
  const url = webAddress(input);
  return url ? socialPostAt(url) : null;
}
