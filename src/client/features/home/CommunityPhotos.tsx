import type { City } from '../../../shared/cities';
import { CoverImage } from '../../components/cards/CoverImage';
import { FEATURED_PHOTO_LIMIT, useFeaturedPhotos } from './api';
import { HomeSection } from './HomeSection';

/**
 * Readers' featured photos of the city (6, spec 000 section 9). The spec gives this strip no empty
 * text, so with no photos (or while they load) it takes no room at all.
 */
export function CommunityPhotos({ city }: { city: City }) {
  const { data } = useFeaturedPhotos(city);
  if (!data?.length) return null;
  return (
    <HomeSection id="community-photos" title="Around Town in Photos" accent="brand">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {data.slice(0, FEATURED_PHOTO_LIMIT).map((photo) => (
          <li key={photo.id}>
            <figure className="space-y-1.5">
              <CoverImage src={photo.imageUrl} alt={photo.title} ratio="square" className="rounded-md" />
              <figcaption className="text-xs text-muted">
                <span className="font-semibold text-ink">{photo.title}</span> · {photo.photographerName}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
