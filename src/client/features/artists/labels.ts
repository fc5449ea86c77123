import { ARTIST_CITY_FILTER } from '../../../shared/artist-constants';

const LABELS: Record<string, string> = { charlotte: 'Charlotte', atlanta: 'Atlanta' };
for (const c of ARTIST_CITY_FILTER) if (c.value) LABELS[c.value] = c.label;

/** "rochester" -> "Rochester", "nyc" -> "NYC"; unknown values are shown capitalised. */
export function artistCityLabel(city: string | null | undefined): string {
  if (!city) return '';
  return LABELS[city] ?? city.charAt(0).toUpperCase() + city.slice(1);
}

export function excerpt(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length).trimEnd()}...` : text;
}
