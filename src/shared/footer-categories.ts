// The footer's category links, apart from the category colours: the footer loads when the browser is
// idle, the colours are on every card of the first paint.

/**
 * The footer's categories (spec 000) and the article categories each may stand for, best first.
 * The footer links to the first of these that the categories table holds and that has stories.
 */
export const FOOTER_CATEGORIES: readonly { label: string; names: readonly string[] }[] = [
  { label: 'Local News', names: ['Local News', 'News'] },
  { label: 'Business Features', names: ['Business Features', 'Local Business', 'Business'] },
  { label: 'Community Events', names: ['Community Events', 'Community', 'Events'] },
  { label: 'Food & Dining', names: ['Food & Dining', 'Food'] },
  { label: 'Sports & Recreation', names: ['Sports & Recreation', 'Sports', 'Recreation'] },
];

/**
 * Where a footer category leads: the stories of its matching category in every city (so the list is
 * never empty while stories exist), or all stories when no matching category has any yet.
 */
export function footerCategoryHref(
  names: readonly string[],
  categories: readonly { name: string; articleCount: number }[] | undefined,
): string {
  const key = (name: string) => name.trim().toLowerCase();
  for (const wanted of names) {
    const found = categories?.find((c) => key(c.name) === key(wanted) && c.articleCount > 0);
    if (found) return `/articles?category=${encodeURIComponent(found.name)}&city=all`;
  }
  return '/articles?city=all';
}
