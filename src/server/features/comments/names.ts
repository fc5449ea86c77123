/** How a commenter and a story are named to readers and in e-mails. */

/** "Ada L.": a first name and an initial, never an address. */
export const shownName = (u: { firstName: string | null; lastName: string | null }) =>
  [u.firstName?.trim() || 'A reader', u.lastName?.trim() ? `${u.lastName.trim()[0]}.` : ''].filter(Boolean).join(' ');
