import { Music, Pause, Play, Volume2, VolumeX } from 'lucide-react';
import { DEFAULT_GENRE } from '../../../shared/artist-constants';
import type { ArtistDetail } from '../../../shared/artists';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { useLike, useMusic } from '../../lib/queries/artists';
import { LikeButton } from './LikeButton';
import { useTrackPlayer } from './use-track-player';

export const TRACK_SKELETONS = 4;

const duration = (seconds: number | null) =>
  seconds === null ? null : `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function MusicTab({ artist }: { artist: ArtistDetail }) {
  const { data: tracks = [], isLoading } = useMusic(artist.id);
  const like = useLike(artist.id, 'music');
  const player = useTrackPlayer();

  if (isLoading) {
    return (
      <div className="space-y-3" aria-busy="true" aria-label="Loading tracks">
        {Array.from({ length: TRACK_SKELETONS }, (_, i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
    );
  }
  if (tracks.length === 0) return <EmptyState icon={Music} title="No music tracks available yet" />;

  return (
    <div className="space-y-4">
      <div className="flex justify-end">
        <Button variant="outline" size="sm" aria-pressed={player.muted} onClick={player.toggleMute}>
          {player.muted ? (
            <VolumeX className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Volume2 className="h-4 w-4" aria-hidden="true" />
          )}
          {player.muted ? 'Unmute' : 'Mute'}
        </Button>
      </div>
      <ul className="divide-y divide-rule rounded-lg border border-rule bg-white">
        {tracks.map((track) => {
          const playing = player.playingId === track.id;
          return (
            <li key={track.id} className="flex items-center gap-4 p-4">
              <button
                type="button"
                aria-label={`${playing ? 'Pause' : 'Play'} ${track.title}`}
                aria-pressed={playing}
                onClick={() => void player.toggle(track)}
                className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand text-white hover:bg-brand-dark"
              >
                {playing ? (
                  <Pause className="h-4 w-4" aria-hidden="true" />
                ) : (
                  <Play className="h-4 w-4" aria-hidden="true" />
                )}
              </button>
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{track.title}</p>
                <p className="text-sm text-muted">
                  {track.genre || DEFAULT_GENRE}
                  {track.duration !== null && ` · ${duration(track.duration)}`}
                </p>
              </div>
              <LikeButton
                title={track.title}
                likes={track.likes}
                liked={track.liked}
                pending={like.isPending && like.variables === track.id}
                onLike={() => like.mutate(track.id)}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
