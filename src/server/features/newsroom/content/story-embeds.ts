/**
 * The cards of a story sent by the editor (videos, maps, social posts, galleries), checked before it
 * is stored: each names what it shows in the editor's words (a video's page, a place, a post's
 * address, our pictures), read here with the same functions the editor's dialogs use and written
 * back in one spelling. A card that names anything else is refused with words a person understands;
 * the frames' addresses are never taken from the client (story-blocks.ts builds them).
 */
import type { EditorDoc, EditorNode } from '../../../../shared/newsroom/articles';
import {
  DEFAULT_MAP_ZOOM,
  EMBED_LIMITS,
  EMBED_MESSAGES,
  isGalleryPicture,
  parsePlace,
  parseVideo,
  videoPageUrl,
} from '../../../../shared/newsroom/embeds';
import { parseSocialPost } from '../../../../shared/newsroom/embed-social';
import { AppError } from '../../../platform/app-error';

type Attrs = Record<string, unknown>;
type Check = (attrs: Attrs, problem: (message: string) => void) => Attrs;

/** What was pasted, short enough to quote in a message. */
const quoted = (value: unknown) => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return '';
  return ` (“${text.length > 60 ? `${text.slice(0, 57)}…` : text}”)`;
};

/** Optional text: trimmed, null when empty; too long is a problem, not a silent cut. */
function text(value: unknown, max: number, what: string, problem: (m: string) => void): string | null {
  if (value === null || value === undefined) return null;
  const trimmed = String(value).trim();
  if (trimmed.length > max) problem(`${what} must be at most ${max} characters.`);
  return trimmed || null;
}

const CHECKS: Record<string, Check> = {
  video: (attrs, problem) => {
    const video = typeof attrs.url === 'string' ? parseVideo(attrs.url) : null;
    if (!video) problem(`A video in the story cannot be shown${quoted(attrs.url)}. ${EMBED_MESSAGES.video}`);
    return {
      url: video ? videoPageUrl(video) : null,
      title: text(attrs.title, EMBED_LIMITS.title, 'A video’s title', problem),
      caption: text(attrs.caption, EMBED_LIMITS.caption, 'A video’s caption', problem),
    };
  },
  map: (attrs, problem) => {
    const numeric = typeof attrs.lat === 'number' && typeof attrs.lon === 'number';
    const place = numeric ? parsePlace(`${attrs.lat}, ${attrs.lon}`) : null;
    if (!place) problem(`A map in the story has no place it can show. ${EMBED_MESSAGES.map}`);
    const zoom = typeof attrs.zoom === 'number' && attrs.zoom >= 1 && attrs.zoom <= 19 ? Math.round(attrs.zoom) : null;
    return {
      lat: place?.lat ?? null,
      lon: place?.lon ?? null,
      zoom: zoom ?? DEFAULT_MAP_ZOOM,
      title: text(attrs.title, EMBED_LIMITS.title, 'A map’s title', problem),
      caption: text(attrs.caption, EMBED_LIMITS.caption, 'A map’s caption', problem),
    };
  },
  socialPost: (attrs, problem) => {
    const post = typeof attrs.url === 'string' ? parseSocialPost(attrs.url) : null;
    if (!post) problem(`A social post in the story cannot be shown${quoted(attrs.url)}. ${EMBED_MESSAGES.social}`);
    return { url: post?.url ?? null, quote: text(attrs.quote, EMBED_LIMITS.quote, 'A post’s quoted words', problem) };
  },
  gallery: (attrs, problem) => {
    const given = Array.isArray(attrs.images) ? (attrs.images as unknown[]) : [];
    if (given.length < EMBED_LIMITS.galleryMin) problem(EMBED_MESSAGES.galleryFew);
    if (given.length > EMBED_LIMITS.galleryMax) problem(EMBED_MESSAGES.galleryMany);
    const images = given.slice(0, EMBED_LIMITS.galleryMax).map((item) => {
      const picture = (item && typeof item === 'object' ? item : {}) as Attrs;
      if (!isGalleryPicture(picture.src)) problem(EMBED_MESSAGES.gallerySource);
      const alt = text(picture.alt, EMBED_LIMITS.alt, 'Alt text', problem);
      if (!alt) problem(EMBED_MESSAGES.galleryAlt);
      return { src: String(picture.src ?? ''), alt: alt ?? '' };
    });
    return { images, caption: text(attrs.caption, EMBED_LIMITS.caption, 'A gallery’s caption', problem) };
  },
};

/** The document with its cards in one spelling, or a 400 naming what is wrong with them (field `doc`). */
export function checkStoryCards(doc: EditorDoc): EditorDoc {
  const problems = new Set<string>();
  const problem = (message: string) => problems.add(message);
  const visit = (node: EditorNode): EditorNode => {
    const check = CHECKS[node.type];
    const next = check ? { ...node, attrs: check(node.attrs ?? {}, problem) } : node;
    return node.content ? { ...next, content: node.content.map(visit) } : next;
  };
  const checked = doc.content ? { ...doc, content: doc.content.map(visit) } : doc;
  if (problems.size) {
    const messages = [...problems];
    throw new AppError(
      'VALIDATION_ERROR',
      400,
      messages[0]!,
      messages.map((message) => ({ path: 'doc', message })),
    );
  }
  return checked;
}
