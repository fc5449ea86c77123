/**
 * The artists area's fixed lists and limits: cities, mediums, the radio's stations and volume, message
 * and write-up lengths. Kept apart from the schemas in ./artists (which re-exports them), so a page
 * that only reads these does not load zod.
 */

/** Where artists live: the five magazine cities plus the two upstate ones the directory filter offers. */
export const ARTIST_CITIES = ['rochester', 'charlotte', 'atlanta', 'nyc', 'buffalo', 'syracuse', 'albany'] as const;
export type ArtistCity = (typeof ARTIST_CITIES)[number];

/** The directory's city filter, exactly as the spec lists it ('' is "All Cities"). */
export const ARTIST_CITY_FILTER = [
  { value: '', label: 'All Cities' },
  { value: 'rochester', label: 'Rochester' },
  { value: 'buffalo', label: 'Buffalo' },
  { value: 'syracuse', label: 'Syracuse' },
  { value: 'albany', label: 'Albany' },
  { value: 'nyc', label: 'NYC' },
] as const;

export const ARTIST_MEDIUMS = [
  'Music',
  'Visual Arts',
  'Photography',
  'Writing',
  'Performance',
  'Digital Arts',
] as const;
export type ArtistMedium = (typeof ARTIST_MEDIUMS)[number];

export const DEFAULT_GENRE = 'Original';

export const ARTIST_MESSAGE_MIN = 10;
export const ARTIST_MESSAGE_MAX = 2000;

export const FEATURED_WRITEUPS = 4;
export const WRITEUP_EXCERPT_LENGTH = 200;

export const RADIO_STATION_IDS = ['local-indie', 'local-acoustic', 'local-jazz', 'local-rock'] as const;
export type RadioStationId = (typeof RADIO_STATION_IDS)[number];
export interface RadioStation {
  id: RadioStationId;
  name: string;
  description: string;
  url: string;
}

/**
 * The four stations of spec 001. The default streams are the site's own generated demo audio, so
 * the radio plays with zero setup and no third-party request; a deployment points them at real
 * streams through configuration (GET /api/radio/stations answers the effective list).
 */
export const RADIO_STATIONS: readonly RadioStation[] = [
  {
    id: 'local-indie',
    name: 'Rochester Indie Artists',
    description: 'Independent songwriters and bands from around Rochester.',
    url: '/media/demo/audio/radio-local-indie.wav',
  },
  {
    id: 'local-acoustic',
    name: 'Acoustic Sessions',
    description: 'Unplugged sets recorded with local musicians.',
    url: '/media/demo/audio/radio-local-acoustic.wav',
  },
  {
    id: 'local-jazz',
    name: 'Rochester Jazz Collective',
    description: 'Jazz from the clubs and festival stages of Rochester.',
    url: '/media/demo/audio/radio-local-jazz.wav',
  },
  {
    id: 'local-rock',
    name: 'Local Rock Underground',
    description: 'Loud guitars from basements, bars and garages.',
    url: '/media/demo/audio/radio-local-rock.wav',
  },
];

export const RADIO_VOLUME = { min: 0, max: 100, step: 1, default: 70 } as const;
