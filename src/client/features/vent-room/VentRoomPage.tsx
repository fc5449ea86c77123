import { useState } from 'react';
import { MessageSquare, PenLine } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { Button } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { Skeleton } from '../../components/ui/Skeleton';
import { useAuth } from '../../lib/auth';
import { isStaffRole } from '../../lib/staff';
import { useVentPosts } from './api';
import { GuidelinesBanner } from './GuidelinesBanner';
import { ModerationPanel } from './ModerationPanel';
import { PostCard } from './PostCard';
import { PostForm } from './PostForm';
import { useEdition } from '../../lib/use-city';
import { useListingPlace } from '../../lib/use-place';
import { useSiteSettings } from '../../lib/site-settings';
import { PlaceFilter } from '../../components/layout/PlaceFilter';
import { MyPending } from './MyPending';
import { PAGE_TITLES } from '../../../shared/page-titles';

/** /vent-room (spec 001): a moderated, city-based discussion board. */
export default function VentRoomPage() {
  const place = useListingPlace();
  const { city, neighbourhood } = place;
  // With "All cities" listed, a new post goes to the reader's edition.
  const edition = useEdition();
  const { defaultCity } = useSiteSettings();
  const postCity = city ?? edition ?? defaultCity;
  const [formOpen, setFormOpen] = useState(false);
  const { user } = useAuth();
  const { data: posts, isLoading, isError, refetch } = useVentPosts(city, neighbourhood);

  return (
    <PageShell narrow>
      <PageHeader kicker="Community" title={PAGE_TITLES['/vent-room'].title}>
        Say what is on your mind about life in your city. A moderator reads new authors' posts before they appear, so
        keep it respectful.
      </PageHeader>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <PlaceFilter place={place} />
        <Button aria-expanded={formOpen} onClick={() => setFormOpen((o) => !o)}>
          <PenLine className="h-4 w-4" aria-hidden="true" /> Share Your Thoughts
        </Button>
      </div>
      <GuidelinesBanner />
      {formOpen && <PostForm key={postCity} city={postCity} onDone={() => setFormOpen(false)} />}
      <MyPending />
      {isStaffRole(user?.role) && <ModerationPanel />}
      {isLoading && (
        <div className="space-y-4" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-48 w-full" />
          ))}
        </div>
      )}
      {/* A failed list reads as empty, like the other lists, but says honestly why. */}
      {(isError || posts?.length === 0) && (
        <EmptyState
          icon={MessageSquare}
          title="No Discussions Yet"
          onRetry={isError ? () => void refetch() : undefined}
        >
          {isError
            ? 'The discussions could not be loaded just now. Please try again in a moment.'
            : 'Be the first to share what is on your mind in this city: press Share Your Thoughts.'}
        </EmptyState>
      )}
      {posts && posts.length > 0 && (
        <ul aria-label="Discussions" className="space-y-6">
          {posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </PageShell>
  );
}
