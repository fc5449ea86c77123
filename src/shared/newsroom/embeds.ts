/**
 * What a story may embed, and how (decision 055): YouTube and Vimeo videos, OpenStreetMap maps and
 * social posts as link cards (embed-social.ts). Whatever the staff paste (a page address, a share link, even the
 * provider's <iframe> code) is read here into an id, and the frame address is always built from that
 * id, never taken as pasted. The editor's dialogs and the server use the same functions and words.
 */

/** The only third-party frames a page may show: the CSP's frame-src lists exactly these. */
export const EMBED_FRAME_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://www.openstreetmap.org',
] as const;

/**
 * What a frame may do, by kind: play (and cast, go full screen), open its own site in a new tab as a
 * normal page (the link to the video or the larger map); never navigate our page or submit forms.
 */
export const FRAME_PERMISSIONS = {
  video: {
    sandbox: 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation',
    allow: 'encrypted-media; picture-in-picture; fullscreen',
  },
  map: { sandbox: 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox' },
} as const;

export const EMBED_LIMITS = { caption: 300, title: 150, quote: 600, galleryMin: 2, galleryMax: 24, alt: 300 } as const;

export const EMBED_MESSAGES = {
  video: 'Please paste the address of a YouTube or Vimeo video (like https://www.youtube.com/watch?v=…).',
  map: 'Please type a latitude and longitude (like 43.1566, -77.6088) or paste a link to the place on OpenStreetMap or Google Maps.',
  social:
    'Please paste the address of one post on Bluesky, Mastodon, X, Instagram or Threads (open the post and copy its address).',
  galleryFew: `A gallery needs at least ${EMBED_LIMITS.galleryMin} pictures.`,
  galleryMany: `A gallery can hold at most ${EMBED_LIMITS.galleryMax} pictures.`,
  galleryAlt: 'Every picture in a gallery needs alt text, for readers who cannot see it.',
  gallerySource: 'Gallery pictures must be uploaded or chosen from the media library.',
} as const;

// ---------------------------------------------------------------------------------------------
// Reading what was pasted

/** The provider's embed code pasted whole: its src is what counts. */
function addressIn(input: string): string {
  const text = input.trim();
  if (!/<iframe\b/i.test(text)) return text;
  const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(text)?.[1] ?? '';
  return src.replace(/&amp;/g, '&');
}

/** A web address on one of `hosts` (https assumed when the scheme is left out); null for anything else. */
export function webAddress(input: string, hosts?: readonly string[]): URL | null {
  const text = addressIn(input);
  if (!text || /\s/.test(text) || text.length > 2000) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text.replace(/^\/\//, '')}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.port) return null;
  if (hosts && !hosts.includes(url.hostname)) return null;
  return url;
}

export const pathParts = (url: URL) => url.pathname.split('/').filter(Boolean);

// ---------------------------------------------------------------------------------------------
// Videos

export type VideoProvider = 'youtube' | 'vimeo';
export interface Video {
  provider: VideoProvider;
  id: string;
  /** YouTube: where to start, in seconds. */
  start?: number;
  /** Vimeo: the key of an unlisted video. */
  hash?: string;
}

export const VIDEO_PROVIDER_NAMES: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

const YOUTUBE_HOSTS = [
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
];
const VIMEO_HOSTS = ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'];
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** "90", "90s", "1m30s", "1h2m3s" -> seconds. */
function seconds(value: string | null): number | undefined {
  if (!value) return undefined;
  const match = /^(?:(\d{1,2})h)?(?:(\d{1,3})m)?(?:(\d{1,6})s?)?$/.exec(value);
  if (!match || !match[0]) return undefined;
  const total = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return total > 0 && total < 100_000 ? total : undefined;
}

function youtube(url: URL): Video | null {
  const parts = pathParts(url);
  let id: string | undefined;
  if (url.hostname === 'youtu.be') id = parts.length === 1 ? parts[0] : undefined;
  else if (parts.length === 1 && parts[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
  else if (parts.length === 2 && ['embed', 'shorts', 'live', 'v'].includes(parts[0]!)) id = parts[1];
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const start = seconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  return start ? { provider: 'youtube', id, start } : { provider: 'youtube', id };
}

function vimeo(url: URL): Video | null {
  const parts = pathParts(url);
  const digits = (s: string | undefined) => (s && /^\d{1,12}$/.test(s) ? s : undefined);
  const hashOf = (s: string | null | undefined) => (s && /^[a-f0-9]{6,20}$/.test(s) ? s : undefined);
  let id: string | undefined;
  let hash: string | undefined;
  if (url.hostname === 'player.vimeo.com') {
    if (parts.length === 2 && parts[0] === 'video') id = digits(parts[1]);
    hash = hashOf(url.searchParams.get('h'));
  } else if (parts.length === 1 || parts.length === 2) {
    id = digits(parts[0]);
    hash = parts.length === 2 ? hashOf(parts[1]) : undefined;
    if (parts.length === 2 && !hash) id = undefined;
  } else if (parts[0] === 'channels' && parts.length === 3) id = digits(parts[2]);
  else if (parts[0] === 'groups' && parts[2] === 'videos' && parts.length === 4) id = digits(parts[3]);
  if (!id) return null;
  return hash ? { provider: 'vimeo', id, hash } : { provider: 'vimeo', id };
}

/** A YouTube or Vimeo video from its page address, share link, embed address or embed code. */
export function parseVideo(input: string): Video | null {
  const url = webAddress(input, [...YOUTUBE_HOSTS, ...VIMEO_HOSTS]);
  if (!url) return null;
  return YOUTUBE_HOSTS.includes(url.hostname) ? youtube(url) : vimeo(url);
}

/** The video's page, as readers and the editor's document name it. */
export function videoPageUrl(video: Video): string {
  if (video.provider === 'youtube') {
    return `https://www.youtube.com/watch?v=${video.id}${video.start ? `&t=${video.start}s` : ''}`;
  }
  return `https://vimeo.com/${video.id}${video.hash ? `/${video.hash}` : ''}`;
}

/** The frame: YouTube's no-cookie player, Vimeo's player with "do not track". */
export function videoFrameUrl(video: Video): string {
  if (video.provider === 'youtube') {
    return `https://www.youtube-nocookie.com/embed/${video.id}${video.start ? `?start=${video.start}` : ''}`;
  }
  return `https://player.vimeo.com/video/${video.id}?${video.hash ? `h=${video.hash}&` : ''}dnt=1`;
}

// ---------------------------------------------------------------------------------------------
// Maps

export interface Place {
  lat: number;
  lon: number;
  /** OpenStreetMap's zoom level, 1 (the world) to 19 (a house). */
  zoom: number;
}

export const DEFAULT_MAP_ZOOM = 16;
const OSM_HOSTS = ['openstreetmap.org', 'www.openstreetmap.org', 'osm.org', 'www.osm.org'];
/** The width in pixels the frame's box is worked out for (the story's measure). */
const FRAME_WIDTH = 720;

const round = (n: number, places = 5) => Math.round(n * 10 ** places) / 10 ** places;
const zoomOf = (z: number) => Math.min(19, Math.max(1, Math.round(z)));

function place(lat: number, lon: number, zoom: number = DEFAULT_MAP_ZOOM): Place | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || !Number.isFinite(zoom)) return null;
  if (Math.abs(lat) > 85 || Math.abs(lon) > 180) return null;
  return { lat: round(lat), lon: round(lon), zoom: zoomOf(zoom) };
}

const COORDS = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*[,;\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;
const pair = (text: string | null | undefined) => {
  const m = text ? COORDS.exec(text) : null;
  return m ? ([Number(m[1]), Number(m[2])] as const) : null;
};

function openStreetMap(url: URL): Place | null {
  const hashMap = /^#map=(\d{1,2})\/(-?[\d.]+)\/(-?[\d.]+)/.exec(url.hash);
  const zoom = hashMap ? Number(hashMap[1]) : undefined;
  const mlat = url.searchParams.get('mlat');
  const mlon = url.searchParams.get('mlon');
  if (mlat && mlon) return place(Number(mlat), Number(mlon), zoom);
  if (url.pathname === '/export/embed.html') {
    const box = (url.searchParams.get('bbox') ?? '').split(',').map(Number);
    if (box.length !== 4 || box.some((n) => !Number.isFinite(n))) return null;
    const [west, south, east, north] = box as [number, number, number, number];
    if (!(east > west) || !(north > south)) return null;
    const marker = pair(url.searchParams.get('marker'));
    const fitted = Math.log2(((FRAME_WIDTH / 256) * 360) / (east - west));
    return marker ? place(marker[0], marker[1], fitted) : place((south + north) / 2, (west + east) / 2, fitted);
  }
  if (hashMap) return place(Number(hashMap[2]), Number(hashMap[3]), zoom);
  return null;
}

/** google.com/maps/...@43.15,-77.61,17z or ?q=43.15,-77.61: the place only; the map shown is OpenStreetMap's. */
function googleMaps(url: URL): Place | null {
  const google = /^(www\.|maps\.)?google\.[a-z.]{2,6}$/.test(url.hostname);
  if (!google || !(url.hostname.startsWith('maps.') || url.pathname.startsWith('/maps'))) return null;
  const at = /@(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)(?:,(\d{1,2}(?:\.\d+)?)z)?/.exec(url.pathname);
  if (at) return place(Number(at[1]), Number(at[2]), at[3] ? Number(at[3]) : undefined);
  const q = pair(url.searchParams.get('q') ?? url.searchParams.get('query') ?? url.searchParams.get('ll'));
  return q ? place(q[0], q[1]) : null;
}

/** A place from "lat, lon", an OpenStreetMap link or embed code, or a Google Maps link with coordinates. */
export function parsePlace(input: string): Place | null {
  const coords = pair(input);
  if (coords) return place(coords[0], coords[1]);
  const url = webAddress(input);
  if (!url) return null;
  return OSM_HOSTS.includes(url.hostname) ? openStreetMap(url) : googleMaps(url);
}

/** The box a frame of the story's width shows around the place at its zoom. */
function box({ lat, lon, zoom }: Place): [number, number, number, number] {
  const halfLon = ((FRAME_WIDTH / 256) * 360) / 2 ** zoom / 2;
  const halfLat = halfLon * Math.cos((lat * Math.PI) / 180) * (9 / 16);
  return [round(lon - halfLon), round(lat - halfLat), round(lon + halfLon), round(lat + halfLat)];
}

export function placeFrameUrl(p: Place): string {
  return `https://www.openstreetmap.org/export/embed.html?bbox=${box(p).join('%2C')}&layer=mapnik&marker=${p.lat}%2C${p.lon}`;
}

/** The same place on openstreetmap.org, for "View a larger map". */
export function placePageUrl(p: Place): string {
  return `https://www.openstreetmap.org/?mlat=${p.lat}&mlon=${p.lon}#map=${p.zoom}/${p.lat}/${p.lon}`;
}

// ---------------------------------------------------------------------------------------------
// Frames on the page

/** The one address a frame may have: rebuilt from what `src` names, or null for anything else. */
export function canonicalFrameUrl(src: string | null | undefined): string | null {
  if (!src) return null;
  const video = parseVideo(src);
  if (video) return videoFrameUrl(video);
  const url = webAddress(src, ['www.openstreetmap.org']);
  const p = url?.pathname === '/export/embed.html' ? parsePlace(src) : null;
  return p ? placeFrameUrl(p) : null;
}

/** A picture a gallery may show: one of our uploads or the site's own media (never another site). */
export const isGalleryPicture = (src: unknown): src is string =>
  typeof src === 'string' &&
  (/^\/uploads\/[a-f0-9]{32}$/.test(src) || /^\/media\/[a-z0-9/_-]{1,200}\.(svg|png|jpe?g|webp)$/.test(src));
