import { ImageOff } from 'lucide-react';
import type { ArtistDetail } from '../../../shared/artists';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { useGallery, useLike } from '../../lib/queries/artists';
import { LikeButton } from './LikeButton';
import { GalleryImage } from './PlaceholderArt';

export const GALLERY_SKELETONS = 6;

export function PortfolioTab({ artist }: { artist: ArtistDetail }) {
  const { data: items = [], isLoading } = useGallery(artist.id);
  const like = useLike(artist.id, 'gallery');

  if (isLoading) {
    return (
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label="Loading portfolio">
        {Array.from({ length: GALLERY_SKELETONS }, (_, i) => (
          <Skeleton key={i} className="aspect-[4/3] w-full" />
        ))}
      </div>
    );
  }
  if (items.length === 0)
    return (
      <EmptyState icon={ImageOff} title="No portfolio pieces yet">
        {artist.name} has not added work to the portfolio yet.
      </EmptyState>
    );

  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id}>
          <Card className="overflow-hidden">
            <GalleryImage src={item.imageUrl} alt={item.title} className="aspect-[4/3] w-full" />
            <div className="flex items-start justify-between gap-3 p-4">
              <div>
                <h2 className="font-semibold">{item.title}</h2>
                <p className="text-sm text-muted">{item.description || artist.medium}</p>
              </div>
              <LikeButton
                title={item.title}
                likes={item.likes}
                liked={item.liked}
                pending={like.isPending && like.variables === item.id}
                onLike={() => like.mutate(item.id)}
              />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
