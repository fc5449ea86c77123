/**
 * The radio's state machine (spec 001 section 4), pure so it can be tested without audio:
 * no station -> playing -> paused <-> playing; Stop clears the selection from anywhere.
 */
import { RADIO_VOLUME, type RadioStationId } from '../../../shared/artist-constants';

export type RadioStatus = 'idle' | 'playing' | 'paused';

export interface RadioState {
  stationId: RadioStationId | null;
  status: RadioStatus;
  volume: number;
}

export type RadioAction =
  | { type: 'started'; stationId: RadioStationId }
  | { type: 'paused' }
  | { type: 'stopped' }
  | { type: 'volume'; value: number };

export const initialRadioState: RadioState = { stationId: null, status: 'idle', volume: RADIO_VOLUME.default };

export function clampVolume(value: number): number {
  if (!Number.isFinite(value)) return RADIO_VOLUME.default;
  return Math.min(RADIO_VOLUME.max, Math.max(RADIO_VOLUME.min, Math.round(value)));
}

/** Only a start that succeeded is dispatched: a failed start leaves the state as it was. */
export function radioReducer(state: RadioState, action: RadioAction): RadioState {
  switch (action.type) {
    case 'started':
      return { ...state, stationId: action.stationId, status: 'playing' };
    case 'paused':
      return state.status === 'playing' ? { ...state, status: 'paused' } : state;
    case 'stopped':
      return { ...state, stationId: null, status: 'idle' };
    case 'volume':
      return { ...state, volume: clampVolume(action.value) };
  }
}

/** What pressing a station does: pause the one playing, resume the one paused, else start it. */
export function stationIntent(state: RadioState, stationId: RadioStationId): 'pause' | 'resume' | 'start' {
  if (state.stationId !== stationId) return 'start';
  return state.status === 'playing' ? 'pause' : 'resume';
}
