import { Link } from 'wouter';
import { Calendar, MapPin, Trophy } from 'lucide-react';
import { DateTime } from '../../components/ui/DateTime';
import { CommentCount } from '../../components/cards/ArticleCard';
import { DEFAULT_SEASON, SPORTS_EXCERPT_LENGTH, SPORTS_TAGS_SHOWN, type SportsItem } from '../../../shared/sports';
import { Badge } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { categoryLabel, leagueLabel, sportLabel } from './labels';

const excerpt = (text: string) =>
  text.length > SPORTS_EXCERPT_LENGTH ? `${text.slice(0, SPORTS_EXCERPT_LENGTH).trimEnd()}...` : text;

const tagsOf = (tags: string | null) =>
  (tags ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)
    .slice(0, SPORTS_TAGS_SHOWN);

export function SportsCard({ item }: { item: SportsItem }) {
  const who = [item.team, item.playerName].filter(Boolean).join(' · ');
  return (
    <Card className="flex w-full flex-col overflow-hidden">
      {item.imageUrl ? (
        <img
          src={item.imageUrl}
          alt=""
          width={480}
          height={270}
          loading="lazy"
          className="aspect-video w-full object-cover"
        />
      ) : (
        <div className="grid aspect-video place-items-center bg-brand-soft text-brand">
          <Trophy className="h-10 w-10" aria-hidden="true" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="blue">{categoryLabel(item.category)}</Badge>
          <span className="text-xs font-semibold tracking-wider text-muted uppercase">{sportLabel(item.sport)}</span>
        </div>
        <h3 className="text-xl leading-snug font-semibold">
          <Link href={`/sports/${encodeURIComponent(item.id)}`} className="hover:text-brand hover:underline">
            {item.title}
          </Link>
        </h3>
        {who && <p className="text-sm font-medium text-brand">{who}</p>}
        {item.score && <p className="font-serif text-lg font-bold">Final: {item.score}</p>}
        <p className="text-sm text-ink/90">{excerpt(item.content)}</p>
        <dl className="grid gap-1 text-sm text-muted">
          {item.gameDate && (
            <div className="flex items-center gap-1.5">
              <dt>
                <Calendar className="h-4 w-4" aria-label="Game date" />
              </dt>
              <dd>
                <DateTime value={item.gameDate} />
              </dd>
            </div>
          )}
          {item.location && (
            <div className="flex items-center gap-1.5">
              <dt>
                <MapPin className="h-4 w-4" aria-label="Location" />
              </dt>
              <dd>{item.location}</dd>
            </div>
          )}
          <div>
            <dt className="sr-only">League and season</dt>
            <dd>
              {[item.league && leagueLabel(item.league), item.season || DEFAULT_SEASON].filter(Boolean).join(' · ')}
            </dd>
          </div>
        </dl>
        {tagsOf(item.tags).length > 0 && (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {tagsOf(item.tags).map((tag) => (
              <li key={tag}>
                <Badge>#{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-auto pt-2 text-xs text-muted">
          Published <DateTime value={item.publishedAt} />
          <CommentCount count={item.commentCount} className="before:content-['_·_']" />
        </p>
      </div>
    </Card>
  );
}
