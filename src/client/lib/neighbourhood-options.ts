/**
 * The choices of a form's optional neighbourhood: "none", then the city's neighbourhoods
 * (shared/neighbourhoods.ts). Forms load with their own pages, so the list stays out of the home page.
 */
import { NEIGHBOURHOODS } from '../../shared/neighbourhoods';
import { isCity } from '../../shared/cities';

export const NO_NEIGHBOURHOOD_LABEL = 'No particular neighbourhood';

export interface NeighbourhoodOption {
  value: string;
  label: string;
}

export function neighbourhoodOptions(city: string | null | undefined): NeighbourhoodOption[] {
  const list = isCity(city) ? NEIGHBOURHOODS[city] : [];
  return [{ value: '', label: NO_NEIGHBOURHOOD_LABEL }, ...list.map((n) => ({ value: n.slug, label: n.name }))];
}
