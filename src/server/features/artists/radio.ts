/** The radio's stations with their streams: the spec's fixed list, streams overridable by configuration. */
import { RADIO_STATIONS, RADIO_STATION_IDS, type RadioStation } from '../../../shared/artists';

/**
 * Reads "local-indie=https://...,local-jazz=https://..." (the RADIO_STREAM_URLS setting); stations
 * not named keep their default stream, unknown ids and blank values are ignored.
 */
export function radioStations(overrides?: string): RadioStation[] {
  const urls = new Map<string, string>();
  for (const pair of (overrides ?? '').split(',')) {
    const at = pair.indexOf('=');
    const id = pair.slice(0, at).trim();
    const url = pair.slice(at + 1).trim();
    if (at > 0 && url && (RADIO_STATION_IDS as readonly string[]).includes(id)) urls.set(id, url);
  }
  return RADIO_STATIONS.map((s) => ({ ...s, url: urls.get(s.id) ?? s.url }));
}
