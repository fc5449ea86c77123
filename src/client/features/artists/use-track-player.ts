import { useEffect, useRef, useState } from 'react';
import type { MusicTrack } from '../../../shared/artists';

/** One track at a time on the profile; leaving the tab or page stops it. */
export function useTrackPlayer() {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [playingId, setPlayingId] = useState<string | null>(null);
  const [muted, setMuted] = useState(false);

  const toggle = async (track: MusicTrack) => {
    const current = audioRef.current;
    if (playingId === track.id && current) {
      current.pause();
      setPlayingId(null);
      return;
    }
    current?.pause();
    const audio = new Audio(track.audioUrl);
    audio.muted = muted;
    audio.addEventListener('ended', () => setPlayingId((id) => (id === track.id ? null : id)));
    audioRef.current = audio;
    try {
      await audio.play();
      setPlayingId(track.id);
    } catch (error) {
      console.error(`Could not play ${track.title}`, error);
      setPlayingId(null);
    }
  };

  const toggleMute = () => {
    const next = !muted;
    if (audioRef.current) audioRef.current.muted = next;
    setMuted(next);
  };

  useEffect(() => () => audioRef.current?.pause(), []);

  return { playingId, muted, toggle, toggleMute };
}
