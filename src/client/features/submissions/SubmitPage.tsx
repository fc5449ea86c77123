import { Loader2 } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { SignInPrompt } from '../../components/layout/SignInPrompt';
import { useAuth } from '../../lib/auth';
import { Tabs, type TabDef } from '../../components/ui/Tabs';
import { ArtistsTab } from './ArtistsTab';
import { ContentTab } from './ContentTab';
import { JoinTeamTab } from './JoinTeamTab';
import { NominateTab } from './NominateTab';
import { PhotosTab } from './PhotosTab';
import { SportsTab } from './SportsTab';
import { submitterOf, type Submitter } from './submitter';

const tabsFor = (s: Submitter): TabDef[] => [
  { value: 'content', label: 'Content', render: () => <ContentTab submitter={s} /> },
  { value: 'photos', label: 'Photos', render: () => <PhotosTab submitter={s} /> },
  { value: 'artists', label: 'Artists', render: () => <ArtistsTab submitter={s} /> },
  { value: 'sports', label: 'Sports', render: () => <SportsTab submitter={s} /> },
  { value: 'team', label: 'Join Team', render: () => <JoinTeamTab submitter={s} /> },
  { value: 'nominate', label: 'Nominate', render: () => <NominateTab submitter={s} /> },
];

export default function SubmitPage() {
  const { user, isLoading, isAuthenticated } = useAuth();
  return (
    <PageShell>
      <PageHeader kicker="Contribute" title="Submit Content">
        Stories, photos, events, artist write-ups and nominations from the people who know our cities best. Every
        submission is reviewed by our editors before it is published.
      </PageHeader>
      {isLoading ? (
        <div role="status" aria-label="Loading" className="grid place-items-center py-16">
          <Loader2 className="h-8 w-8 animate-spin text-brand" aria-hidden="true" />
        </div>
      ) : isAuthenticated ? (
        <div className="mx-auto max-w-3xl space-y-6">
          <p className="rounded-lg border border-rule bg-paper p-4 text-sm">
            Everything here is open to every member: stories, events, listings, write-ups and nominations.{' '}
            {user?.canUploadContent
              ? 'Your account can also upload photos.'
              : 'Uploading photos comes with the premium membership.'}
          </p>
          <Tabs keepMounted label="What would you like to submit?" tabs={tabsFor(submitterOf(user))} />
        </div>
      ) : (
        <SignInPrompt title="Join Our Community" cta="Sign In to Get Started">
          Sign in (a free account is enough) to share your stories and events with your neighbors. Photo uploads come
          with the premium membership.
        </SignInPrompt>
      )}
    </PageShell>
  );
}
