import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Settings2, Sparkles } from 'lucide-react';
import { CardSkeletons } from '../../components/cards/CardSkeletons';
import { Button, buttonClasses } from '../../components/ui/Button';
import { signIn, useAuth } from '../../lib/auth';
import { useRecommendations } from '../../lib/queries/recommendations';
import { RecommendationCard } from './RecommendationCard';

const GRID = 'grid gap-6 md:grid-cols-3';

function Invitation({ title, children, actions }: { title: string; children: string; actions: ReactNode }) {
  return (
    <div className="rounded-xl border border-rule bg-white px-6 py-10 text-center shadow-sm">
      <span className="mx-auto grid h-12 w-12 place-items-center rounded-full bg-brand-soft text-brand">
        <Sparkles className="h-6 w-6" aria-hidden="true" />
      </span>
      <h3 className="mt-4 text-2xl font-bold">{title}</h3>
      <p className="mx-auto mt-2 max-w-lg text-muted">{children}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}

/** 'Recommended for You' (spec 000): an invitation when signed out, picks when signed in. */
export function RecommendedSection() {
  const { isLoading: authLoading, isAuthenticated } = useAuth();
  const recommendations = useRecommendations(isAuthenticated);
  const loading = authLoading || (isAuthenticated && recommendations.isPending && !recommendations.isError);
  const picks = recommendations.data ?? [];

  let body: ReactNode;
  if (loading) {
    body = <CardSkeletons count={3} shape="article" label="Loading recommendations" className={GRID} />;
  } else if (!isAuthenticated) {
    body = (
      <Invitation
        title="Discover Personalized Content"
        actions={
          <Button size="lg" onClick={signIn}>
            Sign In for Recommendations
          </Button>
        }
      >
        Sign in and we will pick stories, businesses and events from your city that match what you care about.
      </Invitation>
    );
  } else if (picks.length === 0) {
    body = (
      <Invitation
        title="Building Your Recommendations"
        actions={
          <>
            <Link href="/articles" className={buttonClasses('primary')}>
              Browse Articles
            </Link>
            <Link href="/businesses" className={buttonClasses('outline')}>
              Explore Businesses
            </Link>
            <Link href="/events" className={buttonClasses('outline')}>
              Find Events
            </Link>
          </>
        }
      >
        Read a few stories, visit some listings and check out events: we learn what you like as you explore.
      </Invitation>
    );
  } else {
    body = (
      <div className={GRID}>
        {picks.map((pick) => (
          <RecommendationCard key={`${pick.contentType}:${pick.content.id}`} recommendation={pick} />
        ))}
      </div>
    );
  }

  return (
    <section aria-labelledby="recommended" className="render-near-view space-y-6 [--estimated-height:450px]">
      <div className="flex flex-col gap-2 border-b-2 border-ink pb-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="recommended" className="flex items-center gap-3 text-2xl font-bold sm:text-3xl">
          <span aria-hidden="true" className="h-6 w-1.5 rounded-full bg-brand" />
          Recommended for You
        </h2>
        <Link
          href="/preferences"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand hover:underline"
        >
          <Settings2 className="h-4 w-4" aria-hidden="true" /> Customize Your Preferences
        </Link>
      </div>
      {body}
    </section>
  );
}
