/** Article category colours of spec 000: one accent per family, blue for anything else. */
export type CategoryColor = 'green' | 'orange' | 'blue';

const GREEN = ['local business', 'food & dining', 'environment'];
const ORANGE = ['community', 'youth'];

export function categoryColor(category: string | null | undefined): CategoryColor {
  // Editors type categories by hand, so letter case and stray spaces must not change the colour.
  const key = (category ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  if (GREEN.includes(key)) return 'green';
  if (ORANGE.includes(key)) return 'orange';
  return 'blue';
}
