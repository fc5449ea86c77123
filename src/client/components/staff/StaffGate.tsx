import type { ReactNode } from 'react';
import { KeyRound, ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { useAuth } from '../../lib/auth';
import { hasStaffLevel, type StaffLevel } from '../../lib/staff';
import { buttonClasses } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { Skeleton } from '../ui/Skeleton';
import { SignInPrompt } from '../layout/SignInPrompt';

/**
 * The staff area's door, matching the server's answers: a visitor (401) is asked to sign in, a
 * signed-in account without the role (403) is told the page is not theirs, and staff who still need
 * two-step sign-in (403 MFA_SETUP_REQUIRED) are shown how to turn it on. The server checks again
 * on every call; this only spares people a page of errors.
 */
export function StaffGate({ level = 'staff', children }: { level?: StaffLevel; children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) {
    return (
      <div role="status" aria-label="Checking your access" className="space-y-4">
        <Skeleton className="h-10 w-64" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }
  if (!user) {
    return (
      <SignInPrompt title="Access Restricted" headingLevel="h1">
        Please log in to access the admin panel
      </SignInPrompt>
    );
  }
  if (!hasStaffLevel(user.role, level)) {
    return (
      <EmptyState
        icon={ShieldAlert}
        title="Admin Access Required"
        headingLevel="h1"
        action={
          <Link href="/" className={buttonClasses('outline')}>
            Back to the front page
          </Link>
        }
      >
        You don't have permission to access this page.
      </EmptyState>
    );
  }
  if (user.mfaSetupRequired) {
    // The server refuses every staff call until two-step sign-in is on: say so, instead of errors.
    return (
      <EmptyState
        icon={KeyRound}
        title="Turn On Two-Step Sign-In"
        headingLevel="h1"
        action={
          <Link href="/account#two-step" className={buttonClasses('primary')}>
            Set up two-step sign-in
          </Link>
        }
      >
        The staff area needs two-step sign-in on your account. It takes a minute with an authenticator app on your
        phone; then come back here.
      </EmptyState>
    );
  }
  return <>{children}</>;
}
