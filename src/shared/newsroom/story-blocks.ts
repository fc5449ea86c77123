/**
 * The story's block nodes beyond text, one definition for the editor and the server: captioned
 * pictures, videos, maps, social posts and galleries. The server renders stored documents with these
 * (so the public page's HTML is written here) and reads HTML back through them; the editor adds its
 * card views on top (client/features/newsroom/content/editor/cards). Imported by the editor and the server
 * only, never by a public page.
 */
import { Node } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import type { DOMOutputSpec } from '@tiptap/pm/model';
import {
  FRAME_PERMISSIONS,
  VIDEO_PROVIDER_NAMES,
  isGalleryPicture,
  parsePlace,
  parseVideo,
  placeFrameUrl,
  placePageUrl,
  videoFrameUrl,
  videoPageUrl,
  type Video,
} from './embeds';
import { SOCIAL_NETWORK_NAMES, parseSocialPost, type SocialPost } from './embed-social';
import { uploadSrcSet } from './images';

/** Stored and rendered, but read from the element by the node's own rule, never as an HTML attribute. */
const attr = (fallback: unknown = null) => ({ default: fallback, rendered: false, parseHTML: () => null });

/** A figure's caption: its own text, without the links the page adds after it. */
function captionOf(figure: HTMLElement): string | null {
  const caption = [...figure.children].find((child) => child.tagName.toLowerCase() === 'figcaption');
  if (!caption) return null;
  const text = [...caption.childNodes]
    .filter((n) => n.nodeType === 3)
    .map((n) => n.textContent ?? '')
    .join('')
    .trim();
  return text || null;
}

const caption = (text: unknown): DOMOutputSpec[] => (text ? [['figcaption', {}, String(text)]] : []);
const isEmbed = (element: HTMLElement) => element.hasAttribute('data-embed') || element.hasAttribute('data-gallery');

/** A picture with an optional caption (kept in the image's `title`, as stored documents have it). */
export const Figure = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'figure',
        getAttrs: (element: HTMLElement) => {
          const img = element.querySelector('img');
          if (isEmbed(element) || !img?.getAttribute('src')) return false;
          return {
            src: img.getAttribute('src'),
            alt: img.getAttribute('alt') ?? '',
            title: element.querySelector('figcaption')?.textContent?.trim() || img.getAttribute('title') || null,
          };
        },
      },
      { tag: 'img[src]:not([src^="data:"])' },
    ];
  },
  renderHTML({ node }) {
    const { src, alt, title } = node.attrs as { src?: string; alt?: string; title?: string };
    const img = ['img', { src, alt: alt ?? '', loading: 'lazy' }] as const;
    return title ? ['figure', {}, img, ['figcaption', {}, title]] : ['figure', {}, img];
  },
}).configure({ inline: false, allowBase64: false });

// ---------------------------------------------------------------------------------------------

export interface VideoAttrs {
  /** The video's page (https://www.youtube.com/watch?v=…); the frame's address is built from it. */
  url: string | null;
  /** What a screen reader announces for the frame. */
  title: string | null;
  caption: string | null;
}

const videoTitle = (video: Video, title: unknown) =>
  (typeof title === 'string' && title.trim()) || `Video on ${VIDEO_PROVIDER_NAMES[video.provider]}`;

function videoFrom(src: string | null | undefined, title: string | null | undefined, text: string | null) {
  const video = src ? parseVideo(src) : null;
  if (!video) return false;
  return { url: videoPageUrl(video), title: title && title !== videoTitle(video, null) ? title : null, caption: text };
}

export const VideoBlock = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({ url: attr(), title: attr(), caption: attr() }),
  parseHTML() {
    return [
      {
        tag: 'figure[data-embed="video"]',
        priority: 60,
        getAttrs: (element: HTMLElement) => {
          const frame = element.querySelector('iframe');
          return videoFrom(frame?.getAttribute('src'), frame?.getAttribute('title'), captionOf(element));
        },
      },
      {
        tag: 'iframe[src]',
        getAttrs: (element: HTMLElement) => videoFrom(element.getAttribute('src'), element.getAttribute('title'), null),
      },
    ];
  },
  renderHTML({ node }) {
    const attrs = node.attrs as VideoAttrs;
    const video = attrs.url ? parseVideo(attrs.url) : null;
    if (!video) return ['figure', { 'data-embed': 'video' }];
    const frame = {
      src: videoFrameUrl(video),
      title: videoTitle(video, attrs.title),
      loading: 'lazy',
      allow: FRAME_PERMISSIONS.video.allow,
      allowfullscreen: 'true',
      referrerpolicy: 'strict-origin-when-cross-origin',
      sandbox: FRAME_PERMISSIONS.video.sandbox,
    };
    return ['figure', { 'data-embed': 'video' }, ['iframe', frame], ...caption(attrs.caption)];
  },
});

// ---------------------------------------------------------------------------------------------

export interface MapAttrs {
  lat: number | null;
  lon: number | null;
  zoom: number | null;
  title: string | null;
  caption: string | null;
}

const DEFAULT_MAP_TITLE = 'Map';

function mapFrom(src: string | null | undefined, title: string | null | undefined, text: string | null) {
  if (!src || !/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/.test(src)) return false;
  const p = parsePlace(src);
  if (!p) return false;
  return { ...p, title: title && title !== DEFAULT_MAP_TITLE ? title : null, caption: text };
}

export const MapBlock = Node.create({
  name: 'map',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({ lat: attr(), lon: attr(), zoom: attr(), title: attr(), caption: attr() }),
  parseHTML() {
    return [
      {
        tag: 'figure[data-embed="map"]',
        priority: 60,
        getAttrs: (element: HTMLElement) => {
          const frame = element.querySelector('iframe');
          return mapFrom(frame?.getAttribute('src'), frame?.getAttribute('title'), captionOf(element));
        },
      },
      {
        tag: 'iframe[src]',
        getAttrs: (element: HTMLElement) => mapFrom(element.getAttribute('src'), element.getAttribute('title'), null),
      },
    ];
  },
  renderHTML({ node }) {
    const attrs = node.attrs as MapAttrs;
    const p = parsePlace(`${attrs.lat}, ${attrs.lon}`);
    if (!p) return ['figure', { 'data-embed': 'map' }];
    const at = { ...p, zoom: attrs.zoom ?? p.zoom };
    const frame = {
      src: placeFrameUrl(at),
      title: attrs.title || DEFAULT_MAP_TITLE,
      loading: 'lazy',
      referrerpolicy: 'strict-origin-when-cross-origin',
      sandbox: FRAME_PERMISSIONS.map.sandbox,
    };
    const text = attrs.caption ? [String(attrs.caption), ' '] : [];
    return [
      'figure',
      { 'data-embed': 'map' },
      ['iframe', frame],
      ['figcaption', {}, ...text, ['a', { href: placePageUrl(at) }, 'View a larger map']],
    ] as DOMOutputSpec;
  },
});

// ---------------------------------------------------------------------------------------------

export interface SocialAttrs {
  /** The post's address. */
  url: string | null;
  /** The post's words, as the editor quotes them (the network's script never loads). */
  quote: string | null;
}

/** "@ada.bsky.social on Bluesky", or "A post on Instagram" when the address names no author. */
export const socialLabel = (post: SocialPost) =>
  post.handle
    ? `${post.handle} on ${SOCIAL_NETWORK_NAMES[post.network]}`
    : `A post on ${SOCIAL_NETWORK_NAMES[post.network]}`;

export const SocialPostBlock = Node.create({
  name: 'socialPost',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({ url: attr(), quote: attr() }),
  parseHTML() {
    return [
      {
        tag: 'figure[data-embed="social"]',
        priority: 60,
        getAttrs: (element: HTMLElement) => {
          const post = parseSocialPost(element.querySelector('figcaption a')?.getAttribute('href') ?? '');
          if (!post) return false;
          return { url: post.url, quote: element.querySelector('blockquote')?.textContent?.trim() || null };
        },
      },
    ];
  },
  renderHTML({ node }) {
    const attrs = node.attrs as SocialAttrs;
    const post = attrs.url ? parseSocialPost(attrs.url) : null;
    if (!post) return ['figure', { 'data-embed': 'social' }];
    const quote: DOMOutputSpec[] = attrs.quote ? [['blockquote', {}, ['p', {}, String(attrs.quote)]]] : [];
    return [
      'figure',
      { 'data-embed': 'social', 'data-network': post.network },
      ...quote,
      ['figcaption', {}, ['a', { href: post.url }, socialLabel(post)]],
    ] as DOMOutputSpec;
  },
});

// ---------------------------------------------------------------------------------------------

export interface GalleryPicture {
  src: string;
  alt: string;
}
export interface GalleryAttrs {
  images: GalleryPicture[];
  caption: string | null;
}

export const GalleryBlock = Node.create({
  name: 'gallery',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({ images: attr([]), caption: attr() }),
  parseHTML() {
    return [
      {
        tag: 'figure[data-gallery]',
        priority: 60,
        getAttrs: (element: HTMLElement) => {
          const images = [...element.querySelectorAll('li img')]
            .map((img) => ({ src: img.getAttribute('src') ?? '', alt: img.getAttribute('alt') ?? '' }))
            .filter((img) => isGalleryPicture(img.src));
          return images.length ? { images, caption: captionOf(element) } : false;
        },
      },
    ];
  },
  renderHTML({ node }) {
    const attrs = node.attrs as GalleryAttrs;
    const images = (Array.isArray(attrs.images) ? attrs.images : []).filter((img) => isGalleryPicture(img?.src));
    const items = images.map((img): DOMOutputSpec => {
      const srcset = uploadSrcSet(img.src, 'image/jpeg');
      const sizes = srcset ? { srcset, sizes: '(min-width: 768px) 22rem, 50vw' } : {};
      return ['li', {}, ['img', { src: img.src, alt: String(img.alt ?? ''), loading: 'lazy', ...sizes }]];
    });
    return [
      'figure',
      { 'data-gallery': String(images.length) },
      ['ul', {}, ...items],
      ...caption(attrs.caption),
    ] as DOMOutputSpec;
  },
});

/** Every block node beyond text, in the order the schema tries them. */
export const storyBlocks = [VideoBlock, MapBlock, SocialPostBlock, GalleryBlock, Figure];
