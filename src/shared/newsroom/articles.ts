/**
 * An article's body. The editor (TipTap) sends its structured document as `doc`; tools may send
 * `html` instead (sanitized, then turned into the document, as Ghost's Admin API accepts). The
 * server always stores both the document and the sanitized HTML rendered from it.
 */
import { z } from 'zod';

/** A ProseMirror/TipTap node as JSON. The server rebuilds it through its own schema, so unknown nodes fail. */
export interface EditorNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: EditorNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}
const nodeSchema: z.ZodType<EditorNode> = z.lazy(() =>
  z.object({
    type: z.string().max(50),
    attrs: z.record(z.string(), z.unknown()).optional(),
    content: z.array(nodeSchema).max(5000).optional(),
    marks: z
      .array(z.object({ type: z.string().max(50), attrs: z.record(z.string(), z.unknown()).optional() }))
      .max(20)
      .optional(),
    text: z.string().max(100_000).optional(),
  }),
);
export const editorDocSchema = z.object({
  type: z.literal('doc', { error: 'doc must be an editor document ({ "type": "doc", ... })' }),
  content: z.array(nodeSchema).max(5000).optional(),
});
export type EditorDoc = z.infer<typeof editorDocSchema>;

/** Send at most one of these; with neither, the body is left as it was (PATCH) or empty (POST). */
export const articleBodyFields = {
  doc: editorDocSchema.optional(),
  html: z.string().max(500_000, 'The article is too long').optional(),
};

export const articleRevisionSchema = z.object({
  id: z.string(),
  articleId: z.string(),
  title: z.string(),
  /** Who saved it (display name), when. */
  savedBy: z.string().nullable(),
  createdAt: z.string(),
  /** Every field as it was (title, excerpt, doc, contentHtml, ...). */
  snapshot: z.record(z.string(), z.unknown()),
});
export type ArticleRevision = z.infer<typeof articleRevisionSchema>;
/** How many revisions are kept per article (older ones are dropped on save). */
export const ARTICLE_REVISIONS_KEPT = 20;
