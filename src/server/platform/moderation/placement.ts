/** Where a reader's new post or comment starts: published at once for trusted authors, else held for staff. */
import type { User } from '../../db/schema';

export interface Placement {
  status: 'approved' | 'pending';
  /** Why it waits for staff: 'new-author', 'watched-word' (or later 'flags'); null when published. */
  heldReason: string | null;
  authorUserId: string | null;
}

export function placementFor(user: User | null, trusted: boolean, heldForWords: boolean): Placement {
  if (heldForWords) return { status: 'pending', heldReason: 'watched-word', authorUserId: user?.id ?? null };
  if (trusted) return { status: 'approved', heldReason: null, authorUserId: user?.id ?? null };
  return { status: 'pending', heldReason: 'new-author', authorUserId: user?.id ?? null };
}
