/** The five cities the magazine covers. Rochester is the default everywhere. */
export const CITIES = ['rochester', 'charlotte', 'atlanta', 'nyc', 'buffalo'] as const;
export type City = (typeof CITIES)[number];
export const DEFAULT_CITY: City = 'rochester';

export const CITY_LABELS: Record<City, string> = {
  rochester: 'Rochester, NY',
  charlotte: 'Charlotte, NC',
  atlanta: 'Atlanta, GA',
  nyc: 'New York City, NY',
  buffalo: 'Buffalo, NY',
};

/** The city's name alone, as it reads after a neighbourhood ("Park Avenue · Rochester"): its label less the state. */
export const cityName = (city: City): string => CITY_LABELS[city].slice(0, -4);

export function isCity(value: unknown): value is City {
  return typeof value === 'string' && (CITIES as readonly string[]).includes(value);
}

/**
 * The reader's edition (the city chosen on the home page) is kept in this cookie, so the server
 * renders the same city the browser shows. Not HttpOnly: the browser sets it when the reader picks.
 */
export const EDITION_COOKIE = 'bl_city';

/** The listing filter's value for "All cities" in the URL (?city=all): the spec's call with no city. */
export const ALL_CITIES = 'all';

/** The edition named by a Cookie header (or document.cookie), or null. */
export function editionFromCookies(header: string | undefined | null): City | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === EDITION_COOKIE) {
      const value = rest.join('=');
      return isCity(value) ? value : null;
    }
  }
  return null;
}
