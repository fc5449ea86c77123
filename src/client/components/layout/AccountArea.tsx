import { lazy } from 'react';
import { signIn, useAuth } from '../../lib/auth';
import { Button } from '../ui/Button';
import { Skeleton } from '../ui/Skeleton';
import { Boundary } from '../../lib/ssr';

// The signed-in links and their icons load only for a signed-in reader.
const SignedInArea = lazy(() => import('./SignedInArea').then((m) => ({ default: m.SignedInArea })));

const loading = (
  <div role="status" aria-label="Loading your account">
    <Skeleton className="h-9 w-24" />
  </div>
);

/** Loading placeholder, then the signed-in name with Sign Out, or a Sign In button. */
export function AccountArea() {
  const { user, isLoading } = useAuth();
  if (isLoading) return loading;
  if (!user) {
    return (
      <Button size="sm" onClick={signIn}>
        Sign In
      </Button>
    );
  }
  return (
    <Boundary fallback={loading}>
      <SignedInArea user={user} />
    </Boundary>
  );
}
