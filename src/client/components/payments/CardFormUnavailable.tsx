import { WifiOff } from 'lucide-react';
import { Button } from '../ui/Button';

/** Said plainly when Stripe.js cannot be fetched (offline, blocked by an extension or a network). */
export function CardFormUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="space-y-4 rounded-lg border border-amber-300 bg-amber-50 p-6 text-center">
      <WifiOff className="mx-auto h-8 w-8 text-amber-700" aria-hidden="true" />
      <h3 className="text-lg font-semibold">The secure card form could not load</h3>
      <p className="text-sm text-stone-700">
        Our card payments run through Stripe, and its form did not arrive. Check your internet connection or any content
        blocker, then try again. Nothing has been charged.
      </p>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
