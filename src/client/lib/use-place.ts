import { ALL_CITIES, type City } from '../../shared/cities';
import { isNeighbourhoodOf } from '../../shared/neighbourhoods';
import { useListingCity } from './use-city';
import { useUrlFilters } from './search-params';

/** A listing's place filters: the city (useListingCity) and, within it, a neighbourhood. */
export interface ListingPlace {
  city: City | undefined;
  /** A neighbourhood of `city` (?neighbourhood=); undefined under "All cities" or when the address names none of the city's. */
  neighbourhood: string | undefined;
  /** Choosing a city (or "All cities") clears the neighbourhood, which belonged to the city before. */
  setCity: (city: City | typeof ALL_CITIES) => void;
  /** A slug of the city's, or '' for every neighbourhood. */
  setNeighbourhood: (slug: string) => void;
}

/**
 * The city and neighbourhood a listing shows, both in the URL so the filtered page can be shared
 * (/events?city=buffalo&neighbourhood=elmwood-village). A neighbourhood that is not one of the city's
 * (a link edited by hand) is left out of what the page asks the API.
 */
export function useListingPlace(): ListingPlace {
  const [city] = useListingCity();
  const [params, setParams] = useUrlFilters();
  const raw = params.get('neighbourhood');
  const neighbourhood = city && raw && isNeighbourhoodOf(city, raw) ? raw : undefined;
  return {
    city,
    neighbourhood,
    // One change of the address: two in a row would each start from the same old one.
    setCity: (next) => setParams({ city: next, neighbourhood: undefined }),
    setNeighbourhood: (slug) => setParams({ neighbourhood: slug || undefined }),
  };
}
