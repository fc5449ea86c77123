import { createContext, createElement, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { ALL_CITIES, EDITION_COOKIE, editionFromCookies, isCity, type City } from '../../shared/cities';
import { apiRequest } from './api';
import { useAuth } from './auth';
import { usePreferences } from './queries/preferences';
import { useUrlFilters } from './search-params';
import { useSiteSettings } from './site-settings';

/** A year: the edition is a lasting choice, renewed each time the reader picks a city. */
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

const listeners = new Set<() => void>();

function cookieEdition(): City | null {
  return typeof document === 'undefined' ? null : editionFromCookies(document.cookie);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps the edition in the cookie the server reads, and tells every page showing it. */
export function storeEdition(city: City) {
  if (cookieEdition() === city) return;
  document.cookie = `${EDITION_COOKIE}=${city}; Path=/; Max-Age=${COOKIE_MAX_AGE}; SameSite=Lax`;
  for (const listener of listeners) listener();
}

/**
 * The edition this page was loaded with: what the server rendered from the same cookie. Parts of the
 * page still hydrating must render it even if the edition changed meanwhile (a member's saved city
 * arriving), or React would find text that differs from the server's HTML.
 */
const loadedEdition = cookieEdition();

const ServerEdition = createContext<City | null>(null);

/** Server render: the edition the request's cookie names (the browser reads the same cookie). */
export function ServerEditionProvider({ city, children }: { city: City | null; children: ReactNode }) {
  return createElement(ServerEdition.Provider, { value: city }, children);
}

/** The reader's edition (the city picked on the home page), or null when none was picked yet. */
export function useEdition(): City | null {
  const server = useContext(ServerEdition);
  return useSyncExternalStore(subscribe, cookieEdition, () => server ?? loadedEdition);
}

/**
 * Picks the reader's edition: kept in the cookie for this browser and, for a signed-in member,
 * in their preferences so it follows them to other devices.
 */
export function useChooseEdition(): (city: City) => void {
  const { user } = useAuth();
  return (city: City) => {
    const changed = cookieEdition() !== city;
    storeEdition(city);
    if (user && changed) void apiRequest('PUT', '/api/preferences/city', { city }).catch(() => undefined);
  };
}

/**
 * The city a page is showing, for parts that follow it (ads): ?city= when it names one, else the
 * reader's edition, else the site's default city. Reading it changes nothing: only the home page's choice
 * (useCity) makes a city the edition.
 */
export function usePageCity(): City {
  const [params] = useUrlFilters();
  const raw = params.get('city');
  const edition = useEdition();
  const { defaultCity } = useSiteSettings();
  return isCity(raw) ? raw : (edition ?? defaultCity);
}

/**
 * The home page's city: ?city= (so a shared link opens the same city), else the reader's edition,
 * else the site's default city. Choosing one makes it the edition and puts it in the URL.
 */
export function useCity(): [City, (city: City) => void] {
  const [params, setParams] = useUrlFilters();
  const raw = params.get('city');
  const fromUrl = isCity(raw) ? raw : null;
  const edition = useEdition();
  const choose = useChooseEdition();
  const { defaultCity } = useSiteSettings();
  const city = fromUrl ?? edition ?? defaultCity;

  // A city opened from the address (a shared link) becomes this browser's edition too.
  useEffect(() => {
    if (fromUrl) storeEdition(fromUrl);
  }, [fromUrl]);

  const setCity = (next: City) => {
    choose(next);
    setParams({ city: next });
  };
  return [city, setCity];
}

/**
 * A listing's city filter: ?city= (a city, or "all"), else the reader's edition, else every city
 * (spec 000: the listing pages call their API with no city). Answers undefined for "All cities".
 * The URL is completed with the city shown, so the address bar can be shared as it is. A filter is
 * only a filter: it never changes the edition (chosen on the home page) or a member's saved city.
 */
export function useListingCity(): [City | undefined, (city: City | typeof ALL_CITIES) => void] {
  const [params, setParams] = useUrlFilters();
  const raw = params.get('city');
  const edition = useEdition();
  const city = isCity(raw) ? raw : raw === ALL_CITIES ? undefined : (edition ?? undefined);

  useEffect(() => {
    if (raw === null && edition) setParams({ city: edition });
  }, [raw, edition, setParams]);

  const setCity = (next: City | typeof ALL_CITIES) => setParams({ city: next });
  return [city, setCity];
}

/**
 * A member signing in on a browser that has no edition yet gets the one saved in their
 * preferences (their first preferred city), so their city follows them from device to device.
 */
export function useEditionFromPreferences() {
  const { user } = useAuth();
  const edition = useEdition();
  const { data } = usePreferences(Boolean(user) && edition === null);
  const saved = data?.preferredCities[0];
  useEffect(() => {
    if (edition === null && saved) storeEdition(saved);
  }, [edition, saved]);
}
