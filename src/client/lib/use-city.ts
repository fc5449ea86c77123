import { useEffect } from 'react';
import { DEFAULT_CITY, isCity, type City } from '../../shared/cities';
import { useUrlFilters } from './search-params';
import { useHydrated } from './ssr';

export const CITY_STORAGE_KEY = 'bylocals.city';

function storedCity(): City | null {
  try {
    const value = window.localStorage.getItem(CITY_STORAGE_KEY);
    return isCity(value) ? value : null;
  } catch {
    return null; // storage blocked (private mode, strict settings): the default city will do
  }
}

function remember(city: City) {
  try {
    window.localStorage.setItem(CITY_STORAGE_KEY, city);
  } catch {
    // not remembered across visits, still shown in the URL
  }
}

/**
 * The chosen city lives in ?city= (so a shared link opens the same city). With `remember`, it is
 * also kept in localStorage so the next visit opens it too (the URL wins over what was remembered);
 * without, a page with no ?city= shows the default city.
 */
export function useCity({ remember: keep = false }: { remember?: boolean } = {}): [City, (city: City) => void] {
  const [params, setParams] = useUrlFilters();
  const raw = params.get('city');
  const fromUrl = isCity(raw) ? raw : null;
  // The server knows only the URL; a remembered city applies once the page has hydrated.
  const hydrated = useHydrated();
  const city = fromUrl ?? (keep && hydrated ? storedCity() : null) ?? DEFAULT_CITY;

  useEffect(() => {
    if (keep && fromUrl) remember(fromUrl);
  }, [keep, fromUrl]);

  const setCity = (next: City) => {
    if (keep) remember(next);
    setParams({ city: next });
  };
  return [city, setCity];
}
