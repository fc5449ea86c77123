/** The Share Profile texts and network links of spec 001 section 9. */
import { artistCityLabel } from './labels';

export const SHARE_OPEN_DELAY_MS = 500;

export const SHARE_NETWORKS = ['Instagram', 'Twitter/X', 'Facebook', 'TikTok'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export function shareText(artist: { name: string; medium?: string | null; city?: string | null }): string {
  const medium = artist.medium?.trim() || 'Artist';
  const city = artistCityLabel(artist.city) || 'Rochester';
  const tags = ['#LocalArtist', '#Community', `#${city.replace(/\s+/g, '')}`, `#${medium.replace(/\s+/g, '')}`];
  return `Check out ${artist.name}'s amazing ${medium} work! ${tags.join(' ')}`;
}

/** Instagram and TikTok take no text in a link: the copied text is pasted into a story or upload there. */
export function networkUrl(network: ShareNetwork, text: string, link: string): string {
  switch (network) {
    case 'Instagram':
      return 'https://www.instagram.com/create/story';
    case 'Twitter/X':
      return `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(link)}`;
    case 'Facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`;
    case 'TikTok':
      return 'https://www.tiktok.com/upload';
  }
}
