import { CITY_LABELS, isCity } from '../../../shared/cities';

const capitalise = (s: string) => s.replace(/\b\w/g, (c) => c.toUpperCase());

export const sportLabel = (sport: string) => capitalise(sport);
export const leagueLabel = (league: string) => capitalise(league);
export const cityLabel = (city: string) => (isCity(city) ? CITY_LABELS[city] : capitalise(city));

/** Card badges name one story ("Game Recap"); the tabs name the collection ("Game Recaps"). */
const CATEGORY_LABELS: Record<string, string> = {
  news: 'News',
  recap: 'Game Recap',
  preview: 'Preview',
  profile: 'Profile',
  analysis: 'Analysis',
};
export const categoryLabel = (category: string) => CATEGORY_LABELS[category] ?? capitalise(category);
