/** Story number `i` of a list as GET /api/articles answers it: a Rochester story, Youth or Food & Dining. */
export const storySummary = (i: number) => ({
  id: `a${i}`,
  title: `Story number ${i}`,
  excerpt: 'Excerpt',
  author: 'Dana',
  publishDate: '2026-11-19T15:00:00.000Z',
  imageUrl: '',
  category: i % 2 ? 'Food & Dining' : 'Youth',
  city: 'rochester',
  featured: false,
});
