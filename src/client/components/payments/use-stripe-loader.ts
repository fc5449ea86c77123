import { useCallback, useEffect, useState } from 'react';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripeWithin } from './load-stripe';

export type StripeLoad = { state: 'loading' } | { state: 'ready'; stripe: Stripe } | { state: 'failed' };

/** Loads Stripe.js once a key is known; `retry` tries again after a failure. */
export function useStripeLoader(publishableKey: string | null | undefined, load = loadStripeWithin) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<StripeLoad>({ state: 'loading' });
  useEffect(() => {
    if (!publishableKey) return;
    let live = true;
    setResult({ state: 'loading' });
    load(publishableKey).then(
      (stripe) => live && setResult({ state: 'ready', stripe }),
      () => live && setResult({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [publishableKey, attempt, load]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...result, retry };
}
