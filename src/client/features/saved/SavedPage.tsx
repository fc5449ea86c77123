import { Link } from 'wouter';
import { Bookmark, Trash2 } from 'lucide-react';
import { SAVED_KINDS, SAVED_KIND_LABELS, type SavedItem } from '../../../shared/saved';
import { CITY_LABELS, type City } from '../../../shared/cities';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { SignInPrompt } from '../../components/layout/SignInPrompt';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { DateTime } from '../../components/ui/DateTime';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { toast } from '../../components/ui/use-toast';
import { buttonClasses } from '../../components/ui/Button';
import { useAuth } from '../../lib/auth';
import { useSavedItems, useToggleSaved } from '../../lib/queries/saved';
import { usePageTitle } from '../../lib/use-page-title';
import { CalendarFeedSection } from './CalendarFeedSection';

const cityName = (city: string) => (city in CITY_LABELS ? CITY_LABELS[city as City] : city);

function SavedRow({ item }: { item: SavedItem }) {
  const remove = useToggleSaved(item.kind, item.id);
  const onRemove = () =>
    remove.mutate(false, {
      onError: () => toast({ title: 'Could not remove', description: 'Please try again.', variant: 'destructive' }),
    });
  return (
    <li>
      <Card className="flex items-center gap-4 p-4">
        {item.imageUrl ? (
          <img
            src={item.imageUrl}
            alt=""
            width={96}
            height={64}
            loading="lazy"
            className="h-16 w-24 shrink-0 rounded object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="grid h-16 w-24 shrink-0 place-items-center rounded bg-brand-soft text-brand"
          >
            <Bookmark className="h-6 w-6" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <Link
            href={item.link}
            className="font-serif text-lg font-semibold break-words hover:text-brand hover:underline"
          >
            {item.title}
          </Link>
          <p className="text-sm text-muted">
            {item.date && (
              <>
                <DateTime value={item.date} />
                {' · '}
              </>
            )}
            {cityName(item.city)}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          disabled={remove.isPending}
          aria-label={`Remove ${item.title} from Saved`}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          <span className="hidden sm:inline">Remove</span>
        </Button>
      </Card>
    </li>
  );
}

function SavedList({ items }: { items: SavedItem[] }) {
  if (items.length === 0)
    return (
      <EmptyState
        icon={Bookmark}
        title="Nothing saved yet"
        action={
          <Link href="/events" className={buttonClasses('primary')}>
            Find events
          </Link>
        }
      >
        Use the Save button on stories, events, businesses, deals and artists to keep them here.
      </EmptyState>
    );
  return (
    <div className="space-y-8">
      {SAVED_KINDS.map((kind) => {
        const ofKind = items.filter((i) => i.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <section key={kind} aria-labelledby={`saved-${kind}`} className="space-y-3">
            <h2 id={`saved-${kind}`} className="text-2xl font-semibold">
              {SAVED_KIND_LABELS[kind]} <span className="text-base font-normal text-muted">({ofKind.length})</span>
            </h2>
            <ul className="space-y-3">
              {ofKind.map((item) => (
                <SavedRow key={`${item.kind}:${item.id}`} item={item} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** /account/saved — the member's saved items by kind, and their private calendar link. */
export default function SavedPage() {
  usePageTitle('Saved');
  const { user, isLoading } = useAuth();
  const saved = useSavedItems(!!user);
  const header = (
    <PageHeader kicker="Your account" title="Saved">
      The stories, events, businesses, deals and artists you kept for later.
    </PageHeader>
  );
  if (!isLoading && !user)
    return (
      <PageShell narrow>
        {header}
        <SignInPrompt title="Sign in to see your saved items">
          Sign in to keep stories, events and places for later.
        </SignInPrompt>
      </PageShell>
    );
  return (
    <PageShell narrow>
      {header}
      {saved.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : saved.isError ? (
        <div role="alert" className="space-y-3">
          <p>We could not load your saved items.</p>
          <Button variant="outline" onClick={() => void saved.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <SavedList items={saved.data} />
      )}
      {user && <CalendarFeedSection />}
    </PageShell>
  );
}
