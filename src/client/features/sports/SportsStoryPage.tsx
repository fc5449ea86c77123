import { Link, useParams } from 'wouter';
import { ArrowLeft, Calendar, MapPin, Trophy, Users } from 'lucide-react';
import { DateTime } from '../../components/ui/DateTime';
import { DEFAULT_SEASON } from '../../../shared/sports';
import { CoverImage } from '../../components/cards/CoverImage';
import { DetailError, DetailNotFound, DetailSkeleton, detailTitle } from '../../components/cards/DetailStates';
import { ShareLinks } from '../../components/cards/ShareLinks';
import { Badge } from '../../components/ui/Badge';
import { usePageUrl } from '../../lib/ssr';
import { usePageTitle } from '../../lib/use-page-title';
import { useSportsStory } from './api';
import { Comments } from '../../components/comments/Comments';
import { categoryLabel, cityLabel, leagueLabel, sportLabel } from './labels';

const tagsOf = (tags: string | null) =>
  (tags ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** /sports/{id}: one story in full, with its score box (team, score, league, game date, place). */
export default function SportsStoryPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: story, isPending, isError, refetch } = useSportsStory(id);
  usePageTitle(detailTitle({ name: story?.title, isPending, isError, notFound: 'Story Not Found' }));
  const pageUrl = usePageUrl();

  if (isError) return <DetailError onRetry={() => void refetch()} />;
  if (isPending) return <DetailSkeleton label="Loading the story" />;
  if (!story) {
    return (
      <DetailNotFound title="Story Not Found" back={{ href: '/sports', label: 'See Sports Central' }}>
        We couldn't find this sports story. It may have been moved or taken down.
      </DetailNotFound>
    );
  }

  const facts = [
    { icon: Users, label: 'Team', value: [story.team, story.playerName].filter(Boolean).join(' · ') || null },
    {
      icon: Trophy,
      label: 'League',
      value: [story.league && leagueLabel(story.league), story.season || DEFAULT_SEASON].filter(Boolean).join(' · '),
    },
    {
      icon: Calendar,
      label: 'Game date',
      value: story.gameDate ? <DateTime value={story.gameDate} /> : null,
    },
    {
      icon: MapPin,
      label: 'Location',
      value: [story.location, cityLabel(story.city)].filter(Boolean).join(', '),
    },
  ].filter((fact) => fact.value);

  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
      <Link href="/sports" className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Sports Central
      </Link>
      <div className="space-y-4">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="blue">{categoryLabel(story.category)}</Badge>
          <span className="text-xs font-semibold tracking-wider text-muted uppercase">{sportLabel(story.sport)}</span>
        </div>
        <h1 className="text-4xl leading-tight font-bold tracking-tight sm:text-5xl">{story.title}</h1>
        <p className="text-sm text-muted">
          Published <DateTime value={story.publishedAt} />
        </p>
      </div>

      <section aria-labelledby="score-box" className="overflow-hidden rounded-lg border border-rule bg-white">
        <div className="flex flex-wrap items-center justify-between gap-4 bg-ink px-5 py-4 text-white">
          <h2 id="score-box" className="text-sm font-semibold tracking-[0.18em] uppercase">
            {story.score ? 'Final score' : 'Game facts'}
          </h2>
          {story.score && <p className="font-serif text-3xl font-bold tabular-nums">{story.score}</p>}
        </div>
        <dl className="grid gap-4 p-5 sm:grid-cols-2">
          {facts.map(({ icon: Icon, label, value }) => (
            <div key={label} className="relative pl-8">
              <dt className="text-xs font-semibold tracking-wider text-muted uppercase">
                <Icon className="absolute top-0.5 left-0 h-5 w-5 text-accent-blue" aria-hidden="true" />
                {label}
              </dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      {story.imageUrl && <CoverImage src={story.imageUrl} alt={story.title} ratio="video" className="rounded-lg" />}
      <div className="max-w-[68ch] space-y-4 text-lg leading-relaxed">
        {story.content.split(/\n\s*\n/).map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      {tagsOf(story.tags).length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {tagsOf(story.tags).map((tag) => (
            <li key={tag}>
              <Badge>#{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
      <div className="border-t border-rule pt-6">
        <ShareLinks title={story.title} url={pageUrl} />
      </div>
      <Comments kind="sports" storyId={story.id} title={story.title} />
    </article>
  );
}
