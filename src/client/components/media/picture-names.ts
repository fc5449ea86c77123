import type { MediaItem } from '../../../shared/media';

/** What a picture is called in a list: its alt text, else its file name. */
export const pictureName = (item: Pick<MediaItem, 'altText' | 'name'>) =>
  item.altText || item.name || 'Picture without a name';

/** The smallest web size for a thumbnail (the picture itself when it has none). */
export const thumbnailOf = (item: Pick<MediaItem, 'url' | 'variants'>) =>
  item.variants.find((v) => v.type === 'image/webp')?.url ?? item.url;
