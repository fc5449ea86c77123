import { describe, expect, it } from 'vitest';
import { RADIO_STATIONS } from '../../../shared/artists';
import { radioStations } from './radio';

describe('radioStations', () => {
  it('keeps the default streams when nothing is configured', () => {
    expect(radioStations()).toEqual(RADIO_STATIONS);
  });

  it('replaces the streams the configuration names and ignores unknown ids and blanks', () => {
    const stations = radioStations(
      ' local-jazz = https://radio.example.org/jazz ,nope=https://x.example.org,local-rock=',
    );
    expect(stations.find((s) => s.id === 'local-jazz')?.url).toBe('https://radio.example.org/jazz');
    expect(stations.find((s) => s.id === 'local-rock')?.url).toBe(RADIO_STATIONS[3]?.url);
    expect(stations).toHaveLength(4);
  });
});
