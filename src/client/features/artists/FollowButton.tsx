import { UserCheck, UserPlus } from 'lucide-react';
import type { ArtistDetail } from '../../../shared/artists';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/use-toast';
import { useFollow } from '../../lib/queries/artists';

/** Follow/Following: the label changes only once the server has confirmed the change. */
export function FollowButton({ artist }: { artist: ArtistDetail }) {
  const follow = useFollow(artist.id);
  const onClick = () =>
    follow.mutate(!artist.isFollowing, {
      onSuccess: (result) =>
        toast(
          result.isFollowing
            ? { title: 'Following', description: `You are now following ${artist.name}` }
            : { title: 'Unfollowed', description: `You unfollowed ${artist.name}` },
        ),
      onError: () => toast({ title: 'Error', description: 'Failed to update follow status', variant: 'destructive' }),
    });

  return (
    <Button
      variant={artist.isFollowing ? 'outline' : 'primary'}
      aria-pressed={artist.isFollowing}
      disabled={follow.isPending}
      onClick={onClick}
    >
      {artist.isFollowing ? (
        <UserCheck className="h-4 w-4" aria-hidden="true" />
      ) : (
        <UserPlus className="h-4 w-4" aria-hidden="true" />
      )}
      {artist.isFollowing ? 'Following' : 'Follow'}
    </Button>
  );
}
