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

export function isCity(value: unknown): value is City {
  return typeof value === 'string' && (CITIES as readonly string[]).includes(value);
}
