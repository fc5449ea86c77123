// Query keys that modules loaded up front share with lazy ones. Kept apart so that importing a key
// does not pull the whole query module (and its helpers) into the entry chunk.

export const RECOMMENDATIONS_KEY = ['/api/recommendations'] as const;

/** A reader's own submissions (My submissions), refreshed by the forms that send or save them. */
export const MY_SUBMISSIONS_KEY = ['/api/account/submissions'] as const;
