import { Link } from 'wouter';
import { Inbox } from 'lucide-react';
import { REVIEW_KIND_SINGULAR, subtypeLabel } from '../../../shared/review';
import { type MySubmission } from '../../../shared/my-submissions';
import { CITY_LABELS, type City } from '../../../shared/cities';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { SignInPrompt } from '../../components/layout/SignInPrompt';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { Card } from '../../components/ui/Card';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { buttonClasses } from '../../components/ui/Button';
import { useAuth } from '../../lib/auth';
import { usePageTitle } from '../../lib/use-page-title';
import { useMySubmissions } from './api';
import { Timeline } from './Timeline';
import { DraftActions } from './DraftActions';
import { LoadFailed } from '../../components/ui/LoadFailed';

const STATE_BADGE: Record<MySubmission['state'], { label: string; tone: BadgeTone }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  in_review: { label: 'In review', tone: 'blue' },
  preparing: { label: 'Approved, being prepared', tone: 'orange' },
  published: { label: 'Published', tone: 'green' },
  approved: { label: 'Approved', tone: 'green' },
  rejected: { label: 'Not published', tone: 'neutral' },
};

function SubmissionCard({ s }: { s: MySubmission }) {
  const badge = STATE_BADGE[s.state];
  const city = s.city && s.city in CITY_LABELS ? CITY_LABELS[s.city as City] : s.city;
  return (
    <li>
      <Card className="space-y-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <p className="text-xs font-semibold tracking-wide text-muted uppercase">
              {[REVIEW_KIND_SINGULAR[s.kind], subtypeLabel(s.subtype), city].filter(Boolean).join(' · ')}
            </p>
            <h2 className="font-serif text-lg font-semibold">{s.title}</h2>
          </div>
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </div>
        {s.state === 'draft' ? <DraftActions id={s.id} title={s.title} /> : <Timeline submission={s} />}
        {s.reviewNotes && (
          <p className="rounded-md bg-paper p-3 text-sm">
            <span className="font-semibold">Note from our editors: </span>
            {s.reviewNotes}
          </p>
        )}
      </Card>
    </li>
  );
}

export default function MySubmissionsPage() {
  usePageTitle('My submissions');
  const { user, isLoading } = useAuth();
  const list = useMySubmissions(!!user);
  const header = (
    <PageHeader kicker="Your account" title="My submissions">
      Everything you sent us, and where it stands.
      {user?.role === 'contributor' && (
        <>
          {' '}
          What your published pieces earn is on your{' '}
          <Link href="/account/earnings" className="font-semibold text-brand underline underline-offset-2">
            Earnings
          </Link>{' '}
          page.
        </>
      )}
    </PageHeader>
  );
  if (!isLoading && !user) {
    return (
      <PageShell narrow>
        {header}
        <SignInPrompt title="Sign in to see your submissions">
          Sign in to follow your stories, photos and events through review.
        </SignInPrompt>
      </PageShell>
    );
  }
  return (
    <PageShell narrow>
      {header}
      {isLoading || list.isLoading ? (
        <div role="status" aria-label="Loading your submissions" className="space-y-4">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : list.isError ? (
        <LoadFailed message="Your submissions could not be loaded." onRetry={() => void list.refetch()} />
      ) : !list.data?.length ? (
        <EmptyState
          icon={Inbox}
          title="Nothing sent yet"
          action={
            <Link href="/submit" className={buttonClasses('primary', 'sm')}>
              Submit something
            </Link>
          }
        >
          Share a story, photo or event with your neighbours.
        </EmptyState>
      ) : (
        <ul className="space-y-4">
          {list.data.map((s) => (
            <SubmissionCard key={`${s.kind}:${s.id}`} s={s} />
          ))}
        </ul>
      )}
    </PageShell>
  );
}
