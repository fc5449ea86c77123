/**
 * Article bodies: the TipTap document and the HTML rendered from it, both passed through one
 * allowlist. Whatever arrives (the editor's document or HTML from an import tool) is turned into
 * HTML, sanitized, and parsed back into the document, so the stored document and HTML always say
 * the same thing and neither can carry a script, an event handler or a javascript: link. The
 * editor's cards (videos, maps, social posts, galleries) are checked first (story-embeds.ts); the
 * only frames that survive are those story-blocks.ts builds from them.
 */
import { getSchema, type AnyExtension } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { DOMParser as ProseParser, DOMSerializer, Node as ProseNode, type Schema } from '@tiptap/pm/model';
import { Window } from 'happy-dom';
import type { EditorDoc } from '../../../../shared/newsroom/articles';
import { storyBlocks } from '../../../../shared/newsroom/story-blocks';
import { AppError } from '../../../platform/app-error';
import { checkStoryCards } from './story-embeds';
import { sanitizeStoryHtml } from './story-sanitize';

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
  ...storyBlocks,
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
export const renderDoc = (doc: EditorDoc): RenderedBody => finish(docToNode(checkStoryCards(doc)));

/** From HTML (an import or a tool): sanitized first, then read into the editor's document. */
export const renderHtml = (html: string): RenderedBody => finish(htmlToNode(sanitizeStoryHtml(html)));
