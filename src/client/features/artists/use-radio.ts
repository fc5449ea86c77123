import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { RadioStation } from '../../../shared/artists';
import { clampVolume, initialRadioState, radioReducer, stationIntent } from './radio-state';

/**
 * Drives one audio element per started station through the pure reducer. A new station's
 * stream replaces the old one only once it really plays, so a failed start changes nothing.
 */
export function useRadio() {
  const [state, dispatch] = useReducer(radioReducer, initialRadioState);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const volumeRef = useRef(state.volume);
  const mountedRef = useRef(true);

  const start = useCallback(async (station: RadioStation) => {
    const audio = new Audio(station.url);
    audio.volume = volumeRef.current / 100;
    try {
      await audio.play();
    } catch (error) {
      console.error(`The radio could not start ${station.name}`, error);
      return;
    }
    if (!mountedRef.current) return audio.pause();
    if (audioRef.current !== audio) audioRef.current?.pause();
    audioRef.current = audio;
    dispatch({ type: 'started', stationId: station.id });
  }, []);

  const pause = useCallback(() => {
    audioRef.current?.pause();
    dispatch({ type: 'paused' });
  }, []);

  const resume = useCallback(
    async (station: RadioStation) => {
      const audio = audioRef.current;
      if (!audio) return start(station);
      try {
        await audio.play();
        if (mountedRef.current) dispatch({ type: 'started', stationId: station.id });
      } catch (error) {
        console.error(`The radio could not resume ${station.name}`, error);
      }
    },
    [start],
  );

  const stop = useCallback(() => {
    audioRef.current?.pause();
    audioRef.current = null;
    dispatch({ type: 'stopped' });
  }, []);

  const setVolume = useCallback((value: number) => {
    const volume = clampVolume(value);
    volumeRef.current = volume;
    if (audioRef.current) audioRef.current.volume = volume / 100;
    dispatch({ type: 'volume', value: volume });
  }, []);

  /** A station's own button: pause it if it plays, resume it if paused, else switch to it. */
  const press = (station: RadioStation) => {
    const intent = stationIntent(state, station.id);
    if (intent === 'pause') return pause();
    return intent === 'resume' ? resume(station) : start(station);
  };

  // Leaving the page pauses the audio (spec 001 section 4).
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      audioRef.current?.pause();
    };
  }, []);

  return { state, press, pause, resume, stop, setVolume };
}
