import { lazy, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/idle';
import { useToast } from './use-toast';
import { Boundary } from '../../lib/ssr';

// Radix Toast loads when the browser is idle, or at once when a toast is shown before that.
const Toaster = lazy(() => import('./Toaster').then((m) => ({ default: m.Toaster })));

/** The toasts region, mounted after hydration once the browser is idle or the first toast is due. */
export function DeferredToaster() {
  const { toasts } = useToast();
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let live = true;
    void whenIdle().then(() => live && setIdle(true));
    return () => {
      live = false;
    };
  }, []);
  if (!idle && toasts.length === 0) return null;
  return (
    <Boundary fallback={null}>
      <Toaster />
    </Boundary>
  );
}
