/** The grids cards sit in, shared by the lists and their skeletons so nothing jumps on load. */
export const GRID = {
  articles: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
  businesses: 'grid gap-6 grid-cols-1 sm:grid-cols-2 lg:grid-cols-4',
  events: 'grid gap-4 md:grid-cols-2',
} as const;
