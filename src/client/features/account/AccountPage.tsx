import { Link } from 'wouter';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';
import { signIn, signOut, useAuth } from '../../lib/auth';
import { NameForm } from './NameForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { TwoStepSection } from './TwoStepSection';
import { FormAlert } from '../../components/ui/FormField';
import { useSearchParams } from 'wouter';
import { MembershipCard } from './MembershipCard';
import { ReplyEmailsSetting } from './ReplyEmailsSetting';

const ROLE_LABELS = {
  member: 'Member',
  contributor: 'Contributor',
  editor: 'Staff (editor)',
  admin: 'Staff (admin)',
} as const;

export default function AccountPage() {
  const { user, isLoading } = useAuth();
  const [params] = useSearchParams();
  const verified = params.get('verified');

  if (isLoading) {
    return (
      <PageShell narrow>
        <PageHeader kicker="Your account" title="Your Account" />
        <Skeleton className="h-48 w-full" />
      </PageShell>
    );
  }
  if (!user) {
    return (
      <PageShell narrow>
        <PageHeader kicker="Your account" title="Your Account" />
        <Card className="space-y-4 p-6 sm:p-8">
          <p className="text-lg">Sign in to see and change your account.</p>
          <Button onClick={signIn}>Sign In</Button>
        </Card>
      </PageShell>
    );
  }

  return (
    <PageShell narrow>
      <PageHeader kicker="Your account" title="Your Account" />
      {verified === '1' && <FormAlert tone="success" message="Thank you: your e-mail address is verified." />}
      <Card className="p-6 sm:p-8">
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-muted">E-mail</dt>
            <dd className="font-medium break-all">{user.email ?? '—'}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">Role</dt>
            <dd className="font-medium">{ROLE_LABELS[user.role]}</dd>
          </div>
        </dl>
      </Card>
      <section aria-labelledby="membership-heading" className="space-y-4">
        <h2 id="membership-heading" className="text-2xl font-semibold">
          Membership
        </h2>
        <MembershipCard />
      </section>
      <p>
        <Link href="/account/saved" className="font-semibold text-brand underline underline-offset-2">
          Saved
        </Link>{' '}
        <span className="text-muted">: the stories, events, places and artists you kept, and your calendar link.</span>
      </p>
      <p>
        <Link href="/account/submissions" className="font-semibold text-brand underline underline-offset-2">
          My submissions
        </Link>{' '}
        <span className="text-muted">: everything you sent us, and where it stands.</span>
      </p>
      {user.role === 'contributor' && (
        <p>
          <Link href="/account/earnings" className="font-semibold text-brand underline underline-offset-2">
            Earnings
          </Link>{' '}
          <span className="text-muted">: what your published pieces earn, and your payouts.</span>
        </p>
      )}
      <p>
        <Link href="/account/ads" className="font-semibold text-brand underline underline-offset-2">
          My ads
        </Link>{' '}
        <span className="text-muted">: the campaigns you bought and their figures.</span>
      </p>
      <section aria-labelledby="name-heading" className="space-y-4">
        <h2 id="name-heading" className="text-2xl font-semibold">
          Your name
        </h2>
        <Card className="p-6 sm:p-8">
          <NameForm user={user} />
        </Card>
      </section>
      {user.hasPassword && (
        <section aria-labelledby="password-heading" className="space-y-4">
          <h2 id="password-heading" className="text-2xl font-semibold">
            Password
          </h2>
          <Card className="p-6 sm:p-8">
            <ChangePasswordForm />
          </Card>
        </section>
      )}
      <ReplyEmailsSetting />
      {user.hasPassword && <TwoStepSection user={user} />}
      <Button variant="outline" onClick={signOut}>
        Sign Out
      </Button>
    </PageShell>
  );
}
