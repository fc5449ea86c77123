/** The words and limits of comments on stories without zod, for the pages (the schemas: comments.ts). */
export const STORY_KINDS = ['article', 'sports', 'event'] as const;
export type StoryKind = (typeof STORY_KINDS)[number];

/** The most a comment may hold. */
export const COMMENT_MAX_LENGTH = 2000;
export const COMMENT_REQUIRED = 'Please write your comment first.';
export const COMMENT_TOO_LONG = `A comment can be at most ${COMMENT_MAX_LENGTH.toLocaleString('en-US')} characters.`;

/** Set by the server from the accounts, never by the writer: the story's own author, or the magazine's staff. */
export const COMMENT_MARKS = ['author', 'staff'] as const;
export const COMMENT_MARK_LABELS: Record<(typeof COMMENT_MARKS)[number], string> = { author: 'Author', staff: 'Staff' };
