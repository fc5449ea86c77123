import { Link } from 'wouter';
import { ExternalLink, Mail, MapPin } from 'lucide-react';
import type { Artist } from '../../../shared/artists';
import { Badge } from '../../components/ui/Badge';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { artistCityLabel } from './labels';

/** A directory card: who, what medium, whether they take commissions, and how to reach them. */
export function ArtistCard({ artist }: { artist: Artist }) {
  return (
    <Card className="flex w-full flex-col overflow-hidden">
      <Link
        href={`/artist/${artist.id}`}
        className="block aspect-[4/3] overflow-hidden bg-brand-soft"
        tabIndex={-1}
        aria-hidden="true"
      >
        {artist.imageUrl ? (
          <img
            src={artist.imageUrl}
            alt=""
            width={400}
            height={300}
            loading="lazy"
            className="h-full w-full object-cover"
          />
        ) : (
          <span className="grid h-full place-items-center font-serif text-6xl font-bold text-brand">
            {artist.name.charAt(0)}
          </span>
        )}
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <h3 className="text-xl font-semibold">
            <Link href={`/artist/${artist.id}`} className="hover:text-brand hover:underline">
              {artist.name}
            </Link>
          </h3>
          <p className="text-sm font-medium text-brand">{artist.medium}</p>
        </div>
        <Badge tone={artist.isAvailable ? 'green' : 'neutral'} className="self-start">
          {artist.isAvailable ? 'Available for Commissions' : 'Not Available'}
        </Badge>
        <p className="line-clamp-3 text-sm text-muted">{artist.bio}</p>
        <p className="flex items-center gap-1 text-sm text-muted">
          <MapPin className="h-4 w-4" aria-hidden="true" /> {artistCityLabel(artist.city)}
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {artist.email ? (
            <a
              href={`mailto:${artist.email}`}
              className={buttonClasses('outline', 'sm')}
              aria-label={`Contact ${artist.name}`}
            >
              <Mail className="h-4 w-4" aria-hidden="true" /> Contact
            </a>
          ) : (
            // A private address (decision 004): Contact opens the profile's message box, which says so.
            artist.hasEmail && (
              <Link
                href={`/artist/${artist.id}?tab=contact`}
                className={buttonClasses('outline', 'sm')}
                aria-label={`Contact ${artist.name}`}
                title="Send a message through the site; the artist's address stays private"
              >
                <Mail className="h-4 w-4" aria-hidden="true" /> Contact
              </Link>
            )
          )}
          {artist.portfolioUrl && (
            <a
              href={artist.portfolioUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('outline', 'sm')}
              aria-label={`Portfolio of ${artist.name} (opens in a new tab)`}
            >
              <ExternalLink className="h-4 w-4" aria-hidden="true" /> Portfolio
            </a>
          )}
        </div>
      </div>
    </Card>
  );
}
