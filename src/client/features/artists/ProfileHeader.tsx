import type { ArtistDetail } from '../../../shared/artists';
import { formatCount } from '../../../shared/numbers';
import { Badge } from '../../components/ui/Badge';
import { useAuth } from '../../lib/auth';
import { FollowButton } from './FollowButton';
import { SaveButton } from '../../components/saved/SaveButton';
import { artistCityLabel } from './labels';
import { ShareDialog } from './ShareDialog';

export function ProfileHeader({ artist }: { artist: ArtistDetail }) {
  const { user } = useAuth();
  const counters = [
    ['Followers', artist.followers],
    ['Following', artist.following],
    ['Likes', artist.totalLikes],
    ['Views', artist.profileViews],
  ] as const;

  return (
    <header className="grid gap-6 border-b border-rule pb-8 sm:grid-cols-[auto_1fr]">
      <span
        aria-hidden="true"
        className="grid h-24 w-24 place-items-center rounded-full bg-brand font-serif text-5xl font-bold text-white sm:h-32 sm:w-32 sm:text-6xl"
      >
        {artist.name.charAt(0).toUpperCase()}
      </span>
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="brand">{artist.medium || 'Artist'}</Badge>
          {artist.city && <Badge tone="neutral">{artistCityLabel(artist.city)}</Badge>}
        </div>
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{artist.name}</h1>
        {artist.bio && <p className="max-w-2xl text-lg text-muted">{artist.bio}</p>}
        <dl className="flex flex-wrap gap-x-8 gap-y-3">
          {counters.map(([label, value]) => (
            <div key={label} className="flex flex-col-reverse">
              <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{label}</dt>
              <dd className="font-serif text-2xl font-bold">{formatCount(value ?? 0)}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-3">
          {user && !artist.isOwnProfile && <FollowButton artist={artist} />}
          <SaveButton kind="artists" id={artist.id} title={artist.name} />
          <ShareDialog artist={artist} />
        </div>
      </div>
    </header>
  );
}
