/**
 * The allowlist a story's HTML passes before it is stored or parsed: what a story may contain once
 * it leaves the server. Frames are kept only with an address rebuilt from the video or place they
 * name (decision 055), and with attributes set here, never as they came.
 */
import sanitizeHtml from 'sanitize-html';
import { FRAME_PERMISSIONS, canonicalFrameUrl } from '../../../../shared/newsroom/embeds';
import { uploadSrcSet } from '../../../../shared/newsroom/images';

const SAFE_URL = /^(https?:\/\/|mailto:|\/(?!\/))/i;
const EMBED_KINDS = new Set(['video', 'map', 'social']);
const NETWORKS = new Set(['bluesky', 'mastodon', 'x', 'instagram', 'threads']);

/** A frame's attributes: the address rebuilt, a title, and fixed permissions by kind. */
function frameAttribs(attribs: Record<string, string>): Record<string, string> {
  const src = canonicalFrameUrl(attribs.src);
  if (!src) return {};
  const title = (attribs.title ?? '').trim().slice(0, 200) || 'Embedded content';
  const common = { src, title, loading: 'lazy', referrerpolicy: 'strict-origin-when-cross-origin' };
  if (src.startsWith('https://www.openstreetmap.org/')) {
    return { ...common, sandbox: FRAME_PERMISSIONS.map.sandbox };
  }
  const { allow, sandbox } = FRAME_PERMISSIONS.video;
  return { ...common, allow, allowfullscreen: 'true', sandbox };
}

function figureAttribs(attribs: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  if (attribs['data-embed'] && EMBED_KINDS.has(attribs['data-embed'])) out['data-embed'] = attribs['data-embed'];
  if (attribs['data-network'] && NETWORKS.has(attribs['data-network'])) out['data-network'] = attribs['data-network'];
  if (attribs['data-gallery'] !== undefined && /^\d{1,2}$/.test(attribs['data-gallery'])) {
    out['data-gallery'] = attribs['data-gallery'];
  }
  return out;
}

/** A picture's own attributes; a srcset only as the site writes it for its uploads. */
function imgAttribs(attribs: Record<string, string>): Record<string, string> {
  const { srcset, sizes, ...rest } = attribs;
  const ours = uploadSrcSet(rest.src, 'image/jpeg');
  if (!ours || srcset !== ours) return rest;
  return { ...rest, srcset, ...(sizes && /^[\w\s(),:.-]{1,100}$/.test(sizes) ? { sizes } : {}) };
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'br',
    'hr',
    'figure',
    'figcaption',
    'img',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'loading', 'width', 'height', 'srcset', 'sizes'],
    ol: ['start'],
    figure: ['data-embed', 'data-network', 'data-gallery'],
    iframe: ['src', 'title', 'loading', 'allow', 'allowfullscreen', 'referrerpolicy', 'sandbox'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Whole elements whose text must not leak into the story either.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const href = attribs.href && SAFE_URL.test(attribs.href.trim()) ? attribs.href.trim() : undefined;
      return {
        tagName,
        attribs: { ...(href ? { href } : {}), ...(attribs.title ? { title: attribs.title } : {}), rel: 'noopener' },
      };
    },
    iframe: (tagName, attribs) => ({ tagName, attribs: frameAttribs(attribs) }),
    figure: (tagName, attribs) => ({ tagName, attribs: figureAttribs(attribs) }),
    img: (tagName, attribs) => ({ tagName, attribs: imgAttribs(attribs) }),
  },
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' &&
      !(frame.attribs.src && SAFE_URL.test(frame.attribs.src) && !/^mailto:/i.test(frame.attribs.src))) ||
    // A frame whose address names no allowed video or place goes, with whatever it held.
    (frame.tag === 'iframe' && !frame.attribs.src),
};

/** Allowlist sanitizing of any HTML (the editor's rendering, or HTML that tools send). */
export function sanitizeStoryHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}
