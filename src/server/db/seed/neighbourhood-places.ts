/**
 * Where in its city a demo item is, read from its own words (title, address, venue): the streets,
 * parks and landmarks that say a neighbourhood (shared/neighbourhoods.ts). Items that name none
 * stay without one, as many real ones do.
 */
import type { City } from '../../../shared/cities';
import { NEIGHBOURHOODS } from '../../../shared/neighbourhoods';

/** Words besides a neighbourhood's own name that place an item in it, per city. */
const LANDMARKS: Record<City, Record<string, readonly string[]>> = {
  rochester: {
    'park-avenue': ['park ave'],
    'south-wedge': ['south ave', 'gregory st', 'alexander st'],
    'neighborhood-of-the-arts': ['university ave', 'memorial art gallery', 'artwalk', 'goodman st'],
    'east-end': ['east ave', 'eastman', 'gibbs st'],
    'marketview-heights': ['public market', 'union st', 'railroad st'],
    'north-winton-village': ['winton'],
    '19th-ward': ['genesee st', 'arnett', 'chili ave'],
    maplewood: ['lake ave', 'dewey ave', 'maplewood'],
    'highland-park': ['highland', 'lilac', 'monroe ave', 'cobbs hill'],
    downtown: ['main st', 'state st', 'broad st', 'high falls', 'blue cross arena', 'parcel 5', 'genesee river'],
  },
  charlotte: {
    noda: ['n davidson', 'north davidson', '36th st'],
    'south-end': ['south blvd', 'camden rd', 'rail trail', 'south end'],
    'plaza-midwood': ['central ave', 'commonwealth ave', 'plaza midwood'],
    dilworth: ['east blvd', 'latta park', 'dilworth'],
    'myers-park': ['queens rd', 'freedom park', 'providence rd'],
    elizabeth: ['elizabeth ave', 'independence park'],
    'camp-north-end': ['statesville ave', 'camp north end'],
    'wesley-heights': ['west morehead', 'wesley heights', 'gold district'],
    uptown: ['tryon', 'trade st', 'romare bearden', 'first ward', 'third ward', 'uptown'],
  },
  atlanta: {
    'old-fourth-ward': ['beltline', 'ponce city', 'edgewood ave', 'historic fourth ward', 'o4w'],
    'little-five-points': ['moreland ave', 'euclid ave'],
    'virginia-highland': ['n highland', 'north highland', 'virginia ave'],
    'sweet-auburn': ['auburn ave', 'ebenezer'],
    'grant-park': ['zoo atlanta', 'oakland cemetery', 'cherokee ave'],
    'east-atlanta-village': ['flat shoals', 'glenwood ave', 'eav'],
    'west-end': ['ralph david abernathy', 'lee st', 'westview', 'west end'],
    midtown: ['piedmont park', 'peachtree st', '10th st', 'peachtree street', 'woodruff arts'],
    downtown: ['centennial olympic', 'marietta st', 'mercedes-benz', 'five points', 'underground atlanta'],
    buckhead: ['peachtree rd', 'lenox'],
    kirkwood: ['hosea l williams', 'kirkwood'],
  },
  nyc: {
    harlem: ['125th', 'lenox ave', 'malcolm x', 'marcus garvey', 'apollo', "strivers' row"],
    'upper-east-side': ['second avenue, new york, ny 10075', '10075', '10028'],
    'greenwich-village': ['washington square', 'bleecker', 'west 4th'],
    williamsburg: ['bedford ave', 'mccarren', 'domino park'],
    bushwick: ['wyckoff ave', 'morgan ave', 'maria hernandez'],
    'bedford-stuyvesant': ['bed-stuy', 'halsey st', '11233'],
    'park-slope': ['prospect park'],
    'sunset-park': ['sunset park'],
    'jackson-heights': ['roosevelt ave', '82nd st', '11372'],
    flushing: ['flushing meadows', 'main street station'],
    belmont: ['arthur ave', 'east 187th'],
    'st-george': ['snug harbor', 'bay street, staten island', '10301'],
  },
  buffalo: {
    'elmwood-village': ['elmwood'],
    allentown: ['allen st', 'allentown'],
    'north-buffalo': ['hertel', 'north buffalo'],
    canalside: ['canalside', 'prime st', 'silo city', 'buffalo river', 'hamburg st', 'riverfront'],
    larkinville: ['larkin'],
    'black-rock': ['black rock', 'niagara st tire'],
    'west-side': ['niagara st', 'west side', 'grant st'],
    'south-buffalo': ['cazenovia', 'tifft', 'fuhrmann', 'south buffalo', 'kaisertown', 'clinton st'],
    parkside: ['delaware park', 'parkside', 'hoyt lake'],
    downtown: ['main st', 'niagara square', 'city hall', 'downtown'],
  },
};

/** The neighbourhood of `city` its words name first (by its own name, then by a landmark), or null. */
export function placeIn(city: City, ...words: (string | null | undefined)[]): string | null {
  const text = words.filter(Boolean).join(' \n ').toLowerCase();
  const list = NEIGHBOURHOODS[city];
  const byName = list.find((n) => text.includes(n.name.toLowerCase()));
  if (byName) return byName.slug;
  const landmarks = LANDMARKS[city];
  return list.find((n) => landmarks[n.slug]?.some((word) => text.includes(word)))?.slug ?? null;
}
