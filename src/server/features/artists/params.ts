import { z } from 'zod';

/** Ids are generated text; anything else simply matches no artist (404), never a 500. */
export const artistIdParams = z.object({ id: z.string().min(1).max(100) });
export const contentIdParams = z.object({ contentId: z.string().min(1).max(100) });
