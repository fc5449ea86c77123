/** The select options of the six forms, as the spec lists them, with readable labels. */
import { CITIES, CITY_LABELS } from '../../../shared/cities';
import { EVENT_CATEGORIES, EVENT_CATEGORY_LABELS } from '../../../shared/event-choices';
import { LEAGUES, SPORTS, SPORTS_CATEGORIES } from '../../../shared/sports';
import { CONTENT_FORM_TYPES, PHOTO_CATEGORIES, SPECIALTIES } from '../../../shared/submissions';
import { SPOTLIGHT_TYPES } from '../../../shared/spotlight-types';

export interface Option {
  value: string;
  label: string;
}

const titleCase = (s: string) => s.replace(/[_-]/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
const options = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: titleCase(value) }));

export const cityOptions: Option[] = CITIES.map((value) => ({ value, label: CITY_LABELS[value] }));
export const contentTypeOptions = options(CONTENT_FORM_TYPES);
export const photoCategoryOptions = options(PHOTO_CATEGORIES);
export const specialtyOptions = options(SPECIALTIES);
export const spotlightTypeOptions = options(SPOTLIGHT_TYPES);
export const sportOptions = options(SPORTS);
export const sportsCategoryOptions: Option[] = [
  { value: 'news', label: 'News' },
  { value: 'recap', label: 'Game Recap' },
  { value: 'preview', label: 'Preview' },
  { value: 'profile', label: 'Profile' },
  { value: 'analysis', label: 'Analysis' },
].filter((o) => (SPORTS_CATEGORIES as readonly string[]).includes(o.value));
export const leagueOptions: Option[] = [{ value: '', label: 'Not specified' }, ...options(LEAGUES)];
export const eventCategoryOptions: Option[] = [
  { value: '', label: 'Not specified' },
  ...EVENT_CATEGORIES.map((value) => ({ value, label: EVENT_CATEGORY_LABELS[value] })),
];
