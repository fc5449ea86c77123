/**
 * The parts of a Bluesky post that need no network: the record key a post always gets (so the PDS
 * refuses a second copy), and the text's facets and its length in graphemes, both as the official
 * RichText computes them.
 */
import { createHash } from 'node:crypto';
import { RichText } from '@atproto/api';
import { PlatformError } from './types';

export const BLUESKY_MAX_GRAPHEMES = 300;
const SORTABLE_BASE32 = '234567abcdefghijklmnopqrstuvwxyz';
const EARLIEST_MICROS = 1_672_531_200_000_000n; // 2023-01-01
const SPAN_MICROS = 3n * 365n * 86_400n * 1_000_000n;

/**
 * A record key in TID form derived from our idempotency key: the same post always lands on the same
 * key, so a retry after a crash cannot create a second post. Its time part stays in the recent past
 * (a TID is microseconds since 1970 then a 10-bit clock id, 13 sortable base32 characters).
 */
export function recordKeyFor(idempotencyKey: string): string {
  const digest = createHash('sha256').update(idempotencyKey).digest();
  const micros = EARLIEST_MICROS + (digest.readBigUInt64BE(0) % SPAN_MICROS);
  const clockId = BigInt(digest.readUInt16BE(8) & 0x3ff);
  let value = (micros << 10n) | clockId;
  let key = '';
  for (let i = 0; i < 13; i++) {
    key = SORTABLE_BASE32[Number(value & 31n)] + key;
    value >>= 5n;
  }
  return key;
}

export interface BlueskyText {
  text: string;
  facets?: RichText['facets'];
}

/**
 * Links and hashtags as facets with UTF-8 byte offsets. Mentions are left as plain text: a mention
 * facet needs the account's DID, and a wrong one would point at nobody.
 */
export function blueskyText(text: string): BlueskyText {
  const rich = new RichText({ text });
  if (rich.graphemeLength > BLUESKY_MAX_GRAPHEMES) {
    throw new PlatformError(
      'rejected',
      `A Bluesky post can have at most ${BLUESKY_MAX_GRAPHEMES} characters; this one has ${rich.graphemeLength}.`,
    );
  }
  rich.detectFacetsWithoutResolution();
  const facets = (rich.facets ?? []).filter((facet) =>
    facet.features.every(
      (f) => f.$type === 'app.bsky.richtext.facet#link' || f.$type === 'app.bsky.richtext.facet#tag',
    ),
  );
  return { text: rich.text, ...(facets.length ? { facets } : {}) };
}
