/**
 * Article bodies: the TipTap document and the HTML rendered from it, both passed through one
 * allowlist. Whatever arrives (the editor's document or HTML from an import tool) is turned into
 * HTML, sanitized, and parsed back into the document, so the stored document and HTML always say
 * the same thing and neither can carry a script, an event handler or a javascript: link.
 */
import sanitizeHtml from 'sanitize-html';
import { getSchema, type AnyExtension } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { DOMParser as ProseParser, DOMSerializer, Node as ProseNode, type Schema } from '@tiptap/pm/model';
import { Window } from 'happy-dom';
import type { EditorDoc } from '../../../shared/newsroom/articles';
import { AppError } from '../../platform/app-error';

/** Images print as a figure with the caption (kept in the node's `title`) under them, as the editor shows them. */
const Figure = Image.extend({
  parseHTML() {
    return [
      {
        tag: 'figure',
        getAttrs: (element: HTMLElement) => {
          const img = element.querySelector('img');
          if (!img?.getAttribute('src')) return false;
          return {
            src: img.getAttribute('src'),
            alt: img.getAttribute('alt') ?? '',
            title: element.querySelector('figcaption')?.textContent?.trim() || img.getAttribute('title') || null,
          };
        },
      },
      { tag: 'img[src]' },
    ];
  },
  renderHTML({ node }) {
    const { src, alt, title } = node.attrs as { src?: string; alt?: string; title?: string };
    const img = ['img', { src, alt: alt ?? '', loading: 'lazy' }] as const;
    return title ? ['figure', {}, img, ['figcaption', {}, title]] : ['figure', {}, img];
  },
}).configure({ inline: false, allowBase64: false });

const extensions: AnyExtension[] = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    link: {
      openOnClick: false,
      autolink: false,
      protocols: ['http', 'https', 'mailto'],
      HTMLAttributes: { rel: 'noopener', target: null },
    },
  }),
  Figure,
];

let cached: { schema: Schema; window: Window } | null = null;
function engine() {
  if (!cached) {
    const window = new Window({
      settings: {
        disableJavaScriptEvaluation: true,
        disableJavaScriptFileLoading: true,
        disableCSSFileLoading: true,
        disableIframePageLoading: true,
        disableComputedStyleRendering: true,
      },
    });
    cached = { schema: getSchema(extensions), window };
  }
  return cached;
}

const SAFE_URL = /^(https?:\/\/|mailto:|\/(?!\/))/i;

/** The allowlist: what a story may contain once it leaves the server. */
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
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'loading', 'width', 'height'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
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
  },
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    !(frame.attribs.src && SAFE_URL.test(frame.attribs.src) && !/^mailto:/i.test(frame.attribs.src)),
};

/** Allowlist sanitizing of any HTML (also used for HTML that tools send). */
export function sanitizeStoryHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

const invalidBody = (message: string) => new AppError('VALIDATION_ERROR', 400, message, [{ path: 'doc', message }]);

function docToNode(doc: EditorDoc): ProseNode {
  const { schema } = engine();
  try {
    const node = ProseNode.fromJSON(schema, doc);
    node.check();
    return node;
  } catch {
    throw invalidBody('The story contains something the editor cannot hold.');
  }
}

function nodeToHtml(node: ProseNode): string {
  const { schema, window } = engine();
  const container = window.document.createElement('div');
  const fragment = DOMSerializer.fromSchema(schema).serializeFragment(node.content, {
    document: window.document as unknown as Document,
  });
  container.appendChild(fragment as unknown as Parameters<typeof container.appendChild>[0]);
  return container.innerHTML;
}

function htmlToNode(safeHtml: string): ProseNode {
  const { schema, window } = engine();
  const container = window.document.createElement('div');
  container.innerHTML = safeHtml;
  return ProseParser.fromSchema(schema).parse(container as unknown as HTMLElement);
}

export interface RenderedBody {
  doc: EditorDoc;
  /** Sanitized HTML for the public page. */
  html: string;
  /** Plain text, paragraphs separated by blank lines (search, excerpts, the old renderer). */
  text: string;
}

function finish(node: ProseNode): RenderedBody {
  const html = sanitizeStoryHtml(nodeToHtml(node));
  // Parse the sanitized HTML back, so the stored document holds exactly what the HTML shows.
  const clean = htmlToNode(html);
  return {
    doc: clean.toJSON() as EditorDoc,
    html: sanitizeStoryHtml(nodeToHtml(clean)),
    text: clean.textBetween(0, clean.content.size, '\n\n', ' ').trim(),
  };
}

/** From the editor's document. */
export const renderDoc = (doc: EditorDoc): RenderedBody => finish(docToNode(doc));

/** From HTML (an import or a tool): sanitized first, then read into the editor's document. */
export const renderHtml = (html: string): RenderedBody => finish(htmlToNode(sanitizeStoryHtml(html)));
