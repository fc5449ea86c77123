/** The status that makes an article, business, event or sports story public. */
export const PUBLISHED = 'published';

/** The status that makes a reviewed spotlight or artist write-up public. */
export const APPROVED = 'approved';
