import { AlertTriangle } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Skeleton } from '../../components/ui/Skeleton';

/** Spec 001: a signed-out visitor is told, then taken to sign in after 1 s. */
export const SIGN_IN_REDIRECT_MS = 1000;

export function SettingUp({ what = 'Setting up your subscription…' }: { what?: string }) {
  return (
    <Card className="space-y-4 p-6" role="status" aria-live="polite">
      <p className="font-medium">{what}</p>
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
    </Card>
  );
}

/** The error card of spec 001: Try Again reloads the page. */
export function SetupError({ message }: { message: string }) {
  return (
    <Card className="space-y-4 border-red-200 p-6 text-center" role="alert">
      <AlertTriangle className="mx-auto h-8 w-8 text-red-700" aria-hidden="true" />
      <h2 className="text-xl font-semibold">Subscription Setup Failed</h2>
      <p className="text-muted">{message}</p>
      <Button variant="outline" onClick={() => window.location.reload()}>
        Try Again
      </Button>
    </Card>
  );
}
