import { describe, expect, it } from 'vitest';
import { clampVolume, initialRadioState, radioReducer, stationIntent, type RadioState } from './radio-state';

const playing: RadioState = { stationId: 'local-jazz', status: 'playing', volume: 70 };

describe('the radio state machine', () => {
  it('starts with no station, nothing playing and the volume at 70', () => {
    expect(initialRadioState).toEqual({ stationId: null, status: 'idle', volume: 70 });
  });

  it('plays a station once it started, replacing the one before', () => {
    const next = radioReducer(playing, { type: 'started', stationId: 'local-rock' });
    expect(next).toEqual({ stationId: 'local-rock', status: 'playing', volume: 70 });
  });

  it('pauses the playing station and keeps it selected; pausing with nothing playing changes nothing', () => {
    expect(radioReducer(playing, { type: 'paused' })).toEqual({ ...playing, status: 'paused' });
    expect(radioReducer(initialRadioState, { type: 'paused' })).toBe(initialRadioState);
  });

  it('stop clears the selection from any state', () => {
    const paused = { ...playing, status: 'paused' as const };
    for (const state of [playing, paused]) {
      expect(radioReducer(state, { type: 'stopped' })).toEqual({ stationId: null, status: 'idle', volume: 70 });
    }
  });

  it('keeps the volume a whole number from 0 to 100', () => {
    expect(radioReducer(playing, { type: 'volume', value: 35 }).volume).toBe(35);
    expect(clampVolume(-5)).toBe(0);
    expect(clampVolume(140)).toBe(100);
    expect(clampVolume(42.6)).toBe(43);
    expect(clampVolume(Number.NaN)).toBe(70);
  });

  it('pressing the playing station pauses it, a paused one resumes, another one starts', () => {
    expect(stationIntent(playing, 'local-jazz')).toBe('pause');
    expect(stationIntent({ ...playing, status: 'paused' }, 'local-jazz')).toBe('resume');
    expect(stationIntent(playing, 'local-indie')).toBe('start');
    expect(stationIntent(initialRadioState, 'local-indie')).toBe('start');
  });
});
