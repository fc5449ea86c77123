import { useEffect } from 'react';
import { useSearchParams } from 'wouter';
import { DEFAULT_CITY, isCity, type City } from '../../../shared/cities';
import { useHydrated } from '../../lib/ssr';

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
 * The chosen city lives in ?city= (so a shared link opens the same edition) and in localStorage
 * (so the next visit opens it too). The URL wins over what was remembered.
 */
export function useCity(): [City, (city: City) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('city');
  const fromUrl = isCity(raw) ? raw : null;
  // The server knows only the URL; the remembered city applies once the page has hydrated.
  const hydrated = useHydrated();
  const city = fromUrl ?? (hydrated ? storedCity() : null) ?? DEFAULT_CITY;

  useEffect(() => {
    if (fromUrl) remember(fromUrl);
  }, [fromUrl]);

  const setCity = (next: City) => {
    remember(next);
    setParams(
      (prev) => {
        const updated = new URLSearchParams(prev);
        updated.set('city', next);
        return updated;
      },
      { replace: true },
    );
  };
  return [city, setCity];
}
