import { Award, Star } from 'lucide-react';
import type { ArtistDetail } from '../../../shared/artists';
import { yearInTimeZone } from '../../../shared/zoned-days';
import { Card } from '../../components/ui/Card';
import { artistCityLabel } from './labels';

const ACHIEVEMENTS = [
  { icon: Award, label: 'Featured Local Artist' },
  { icon: Star, label: 'Community Favorite' },
] as const;

export function AboutTab({ artist }: { artist: ArtistDetail }) {
  const city = artistCityLabel(artist.city) || 'Rochester';
  const statement = artist.bio || `${artist.name} is a ${artist.medium || 'local'} artist creating work in ${city}.`;
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <Card className="p-6">
        <h2 className="text-2xl font-semibold">Artist Statement</h2>
        <p className="mt-3 max-w-prose text-ink/90">{statement}</p>
      </Card>
      <div className="space-y-6">
        <Card className="p-6">
          <h2 className="text-xl font-semibold">Details</h2>
          <dl className="mt-3 space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Medium</dt>
              <dd className="font-medium">{artist.medium || 'Artist'}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Location</dt>
              <dd className="font-medium">{city}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-muted">Member since</dt>
              {/* Spec 001: the current year, in the artist's city (the server and the browser agree on it). */}
              <dd className="font-medium" suppressHydrationWarning>
                {yearInTimeZone(new Date())}
              </dd>
            </div>
          </dl>
        </Card>
        <Card className="p-6">
          <h2 className="text-xl font-semibold">Achievements</h2>
          <ul className="mt-3 space-y-2">
            {ACHIEVEMENTS.map(({ icon: Icon, label }) => (
              <li key={label} className="flex items-center gap-2 text-sm font-medium">
                <Icon className="h-4 w-4 text-brand" aria-hidden="true" /> {label}
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
