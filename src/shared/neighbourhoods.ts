/**
 * Each city's neighbourhoods (issue 42): the slug stored on businesses, events, articles and Vent Room
 * posts and used by the lists' `?neighbourhood=` filter, and the name readers see. A slug is unique
 * within its city only ("downtown" is in four of them), so it always goes with a city.
 *
 * The database holds the same list (table `neighbourhoods`, written by the migrations), so that a row
 * can only name a neighbourhood of its own city and the article summaries can carry the name; a test
 * (features/articles/neighbourhoods.test.ts) holds the two to each other. Adding one: here, then a
 * migration inserting it. Kept out of the home page's first JavaScript: the answers carry the name.
 */
import { cityName, isCity, type City } from './cities';

export interface Neighbourhood {
  slug: string;
  name: string;
}

const list = (...names: [slug: string, name: string][]): readonly Neighbourhood[] =>
  names.map(([slug, name]) => ({ slug, name }));

export const NEIGHBOURHOODS: Record<City, readonly Neighbourhood[]> = {
  rochester: list(
    ['downtown', 'Downtown'],
    ['east-end', 'East End'],
    ['park-avenue', 'Park Avenue'],
    ['south-wedge', 'South Wedge'],
    ['neighborhood-of-the-arts', 'Neighborhood of the Arts'],
    ['corn-hill', 'Corn Hill'],
    ['marketview-heights', 'Marketview Heights'],
    ['north-winton-village', 'North Winton Village'],
    ['19th-ward', '19th Ward'],
    ['maplewood', 'Maplewood'],
    ['highland-park', 'Highland Park'],
  ),
  charlotte: list(
    ['uptown', 'Uptown'],
    ['noda', 'NoDa'],
    ['south-end', 'South End'],
    ['plaza-midwood', 'Plaza Midwood'],
    ['dilworth', 'Dilworth'],
    ['myers-park', 'Myers Park'],
    ['elizabeth', 'Elizabeth'],
    ['fourth-ward', 'Fourth Ward'],
    ['wesley-heights', 'Wesley Heights'],
    ['camp-north-end', 'Camp North End'],
    ['ballantyne', 'Ballantyne'],
  ),
  atlanta: list(
    ['downtown', 'Downtown'],
    ['midtown', 'Midtown'],
    ['buckhead', 'Buckhead'],
    ['old-fourth-ward', 'Old Fourth Ward'],
    ['inman-park', 'Inman Park'],
    ['little-five-points', 'Little Five Points'],
    ['virginia-highland', 'Virginia-Highland'],
    ['sweet-auburn', 'Sweet Auburn'],
    ['grant-park', 'Grant Park'],
    ['east-atlanta-village', 'East Atlanta Village'],
    ['west-end', 'West End'],
    ['kirkwood', 'Kirkwood'],
  ),
  nyc: list(
    ['harlem', 'Harlem'],
    ['upper-east-side', 'Upper East Side'],
    ['greenwich-village', 'Greenwich Village'],
    ['williamsburg', 'Williamsburg'],
    ['bushwick', 'Bushwick'],
    ['bedford-stuyvesant', 'Bedford-Stuyvesant'],
    ['park-slope', 'Park Slope'],
    ['sunset-park', 'Sunset Park'],
    ['jackson-heights', 'Jackson Heights'],
    ['flushing', 'Flushing'],
    ['belmont', 'Belmont'],
    ['st-george', 'St. George'],
  ),
  buffalo: list(
    ['downtown', 'Downtown'],
    ['elmwood-village', 'Elmwood Village'],
    ['allentown', 'Allentown'],
    ['north-buffalo', 'North Buffalo'],
    ['canalside', 'Canalside'],
    ['larkinville', 'Larkinville'],
    ['black-rock', 'Black Rock'],
    ['west-side', 'West Side'],
    ['south-buffalo', 'South Buffalo'],
    ['university-heights', 'University Heights'],
    ['parkside', 'Parkside'],
  ),
};

/** The neighbourhood of `city` with this slug, or undefined (unknown, or another city's). */
export function findNeighbourhood(city: string, slug: string): Neighbourhood | undefined {
  return (NEIGHBOURHOODS as Record<string, readonly Neighbourhood[] | undefined>)[city]?.find((n) => n.slug === slug);
}

/** Whether `slug` names a neighbourhood of `city`. */
export const isNeighbourhoodOf = (city: string, slug: string): boolean => findNeighbourhood(city, slug) !== undefined;

/** The name of `city`'s neighbourhood `slug`, or null when there is none (no slug, or not this city's). */
export const neighbourhoodName = (city: string, slug: string | null | undefined): string | null =>
  (slug && findNeighbourhood(city, slug)?.name) || null;

/** The field error of a slug that is not one of `city`'s neighbourhoods. */
export const neighbourhoodMessage = (city: string): string =>
  `Choose a neighbourhood in ${isCity(city) ? cityName(city) : 'this city'}.`;

/** The field error of a list asked for a neighbourhood without a city. */
export const NEIGHBOURHOOD_NEEDS_CITY = 'Choose a city first: neighbourhoods are listed per city.';

/** Longest slug accepted from a form or a query (the column's length), and what a slug is made of. */
export const NEIGHBOURHOOD_MAX = 60;
export const SLUG = /^[a-z0-9-]+$/;

/**
 * The check of a form or query holding `city` and an optional `neighbourhood`: a field error on
 * `neighbourhood` unless it belongs to the city (`fallbackCity` when the body names none).
 */
export function checkNeighbourhood(
  value: { city?: string | null; neighbourhood?: string | null },
  ctx: { addIssue(issue: { code: 'custom'; path: string[]; message: string }): void },
  fallbackCity?: string,
): void {
  // A value that is no slug at all already has its own error (neighbourhood-fields.ts).
  if (!value.neighbourhood || !SLUG.test(value.neighbourhood)) return;
  const city = value.city ?? fallbackCity;
  if (!city) ctx.addIssue({ code: 'custom', path: ['neighbourhood'], message: NEIGHBOURHOOD_NEEDS_CITY });
  else if (!isNeighbourhoodOf(city, value.neighbourhood))
    ctx.addIssue({ code: 'custom', path: ['neighbourhood'], message: neighbourhoodMessage(city) });
}
