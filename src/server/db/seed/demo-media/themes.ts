import type { Motif } from './motifs/scene';
import { neighbourhood, storefront } from './motifs/street';
import { festival } from './motifs/people';
import { skyline } from './motifs/city';
import * as shops from './motifs/shops';
import * as fields from './motifs/fields';
import * as outdoors from './motifs/outdoors';

/**
 * The subjects a demo picture can show. A seeded item's picture address names its subject
 * (/media/demo/<kind>/<subject>--<slug>.svg), chosen from the item's own words by `pictureSubject`,
 * so a bakery shows a display case and a hockey story a rink.
 */
export const SUBJECT_MOTIFS = {
  bakery: shops.bakery,
  cafe: shops.cafe,
  kitchen: shops.kitchen,
  bikes: shops.bikeShop,
  books: shops.bookshop,
  hardware: shops.hardware,
  tailor: shops.tailor,
  sweets: shops.sweets,
  records: shops.records,
  barber: shops.barber,
  gallery: shops.gallery,
  stage: shops.stage,
  yoga: shops.yoga,
  clinic: shops.clinic,
  autoshop: shops.autoShop,
  print: shops.printShop,
  shopfront: storefront,
  basketball: fields.basketball,
  hockey: fields.hockey,
  soccer: fields.soccer,
  baseball: (s) => fields.diamond(s),
  softball: (s) => fields.diamond(s, true),
  football: fields.football,
  lacrosse: fields.lacrosse,
  volleyball: fields.volleyball,
  tennis: fields.tennis,
  wrestling: fields.wrestling,
  swimming: fields.swimming,
  track: fields.track,
  golf: fields.golf,
  market: outdoors.market,
  cleanup: outdoors.cleanup,
  planting: outdoors.planting,
  paddle: outdoors.paddle,
  run: outdoors.run,
  murals: outdoors.murals,
  film: outdoors.film,
  theatre: outdoors.theatre,
  supper: outdoors.supper,
  kites: outdoors.kites,
  fishing: outdoors.fishing,
  walk: outdoors.walk,
  street: outdoors.street,
  studio: outdoors.studio,
  library: outdoors.library,
  concert: festival,
  neighbourhood,
  skyline,
} satisfies Record<string, Motif>;

export type Subject = keyof typeof SUBJECT_MOTIFS;

export function isSubject(name: string): name is Subject {
  return Object.hasOwn(SUBJECT_MOTIFS, name);
}

/** Words that name a subject, most specific first: the first rule that matches wins. */
const RULES: [RegExp, Subject][] = [
  [/\b(stoop|sidewalk|yard) sale\b/, 'market'],
  [/\bmarket\b|farmers|vendors?\b|\bstalls?\b/, 'market'],
  [/basketball|\bhoops\b|the cage\b/, 'basketball'],
  [/hockey|\brink\b|ice time/, 'hockey'],
  [/softball/, 'softball'],
  [/baseball|bullpen|\bbats\b/, 'baseball'],
  [/football|hbcu classic/, 'football'],
  [/lacrosse/, 'lacrosse'],
  [/volleyball/, 'volleyball'],
  [/tennis/, 'tennis'],
  [/wrestl/, 'wrestling'],
  [/swim/, 'swimming'],
  [/golf/, 'golf'],
  [/soccer|\bfc\b/, 'soccer'],
  [/\btrack\b|relay|hurdle/, 'track'],
  [/run club|\b5k\b|marathon|\brun (&|and) walk|\brace\b/, 'run'],
  [/summer camp|\bkids\b|playground/, 'kites'],
  [/\bkites?\b/, 'kites'],
  [/fishing|angler/, 'fishing'],
  [/clean ?up|trash|debris|litter/, 'cleanup'],
  [/paddl|kayak|canoe|rowing|\bboats?\b|ferry/, 'paddle'],
  [/bicycle|\bbikes?\b|\bcycle\b/, 'bikes'],
  [/supper|contest|cobbler|pinching|workshop|cook-?off|fundraiser/, 'supper'],
  [/bak(ery|ehouse|er)|biscuit|bread|pastry|pan dulce|pound cake/, 'bakery'],
  [/coffee|caf[eé]|espresso/, 'cafe'],
  [/candy|sweets|chocolate/, 'sweets'],
  [
    /dumpling|pierogi|pupus|arepa|\bplate\b|kitchen|diner|tavern|carvery|\btap\b|\bwings?\b|weck|momo|sausage|pork store|restaurant|food truck/,
    'kitchen',
  ],
  [/porch library|tool library|little library/, 'library'],
  [/\bbooks?\b|bookshop|reading room/, 'books'],
  [/barber|haircut|salon/, 'barber'],
  [/vinyl|record (shop|store)/, 'records'],
  [/letterpress|print|\bpaper\b|\bink\b|\bpress\b/, 'print'],
  [/tailor|thread|sewing|clothing|boutique/, 'tailor'],
  [/hardware|locksmith|\bkeys?\b|robot/, 'hardware'],
  [/yoga|movement|pilates|fitness/, 'yoga'],
  [/acupuncture|therapy|clinic|dental|health/, 'clinic'],
  [/\bauto\b|tires?\b|brakes?\b|mechanic/, 'autoshop'],
  [/gallery|exhibit/, 'gallery'],
  [/mural|repaint|painters?\b|open studio|makers/, 'murals'],
  [/\bfilm\b|movie|cinema|screening/, 'film'],
  [/shakespeare|theat(er|re)\b/, 'theatre'],
  [/comedy|listening room|poetry|reading series|open mic/, 'stage'],
  [/radio|recording|podcast/, 'studio'],
  [/concert|music|dance|\bband\b|jazz|festival/, 'concert'],
  [/\btrees?\b|planting|lilac|garden|pollinator|meadow|flowers\b/, 'planting'],
  [/street|crossing|redesign|streetcar|station|riders|transit|\bbus\b|traffic|facade/, 'street'],
  [/\bwalk|\btour\b|history|bird|lantern/, 'walk'],
  [/\bblock\b|neighbo|porch|benches|tenant|town hall/, 'neighbourhood'],
];

/**
 * The subject of an item's picture, read from its texts in order (name before description, so a
 * shop's own name decides), or `fallback` when none of them names one.
 */
export function pictureSubject(texts: readonly string[], fallback: Subject): Subject {
  for (const text of texts) {
    const lower = text.toLowerCase();
    for (const [pattern, subject] of RULES) if (pattern.test(lower)) return subject;
  }
  return fallback;
}

const MAX_SLUG = 80;

/** The slug of a picture with a subject: "<subject>--<slug>", cut to the media route's 80 characters. */
export function subjectSlug(subject: Subject, slug: string): string {
  return `${subject}--${slug}`.slice(0, MAX_SLUG).replace(/-+$/, '');
}

/** The subject a slug names ("hockey--..."), if any. */
export function subjectOf(slug: string): Subject | undefined {
  const name = slug.split('--', 1)[0] ?? '';
  return slug.includes('--') && isSubject(name) ? name : undefined;
}
