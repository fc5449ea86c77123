/** Watched words, shared by every place readers write (the Vent Room, comments on stories). */
import type { Db } from '../../db/client';
import { ventWatchedWords } from '../../db/schema';

/** Whole-word, case-insensitive matches of the watched words in the text: 'block' refuses, 'hold' sends to review. */
export async function watchedWordsIn(db: Db, text: string): Promise<{ block: string[]; hold: string[] }> {
  const words = await db.select().from(ventWatchedWords);
  const lower = text.toLowerCase();
  const found = { block: [] as string[], hold: [] as string[] };
  for (const w of words) {
    const escaped = w.word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u').test(lower)) {
      (w.action === 'block' ? found.block : found.hold).push(w.word);
    }
  }
  return found;
}
