import type { ReactNode } from 'react';
import { Check, CircleAlert, Loader2 } from 'lucide-react';
import type { SaveState } from './use-autosave';

/** A quiet line saying whether the draft is safe: "Saved", "Saving…", "Unsaved changes". */
export function SaveIndicator({ state, autosaves }: { state: SaveState; autosaves: boolean }) {
  let body: ReactNode = null;
  if (state === 'saving')
    body = (
      <>
        <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Saving…
      </>
    );
  else if (state === 'saved')
    body = (
      <>
        <Check className="h-4 w-4 text-accent-green" aria-hidden="true" /> Saved
      </>
    );
  else if (state === 'failed')
    body = (
      <>
        <CircleAlert className="h-4 w-4 text-red-700" aria-hidden="true" /> Autosave failed; use Save draft
      </>
    );
  else if (state === 'dirty') body = autosaves ? 'Unsaved changes…' : 'Unsaved changes';
  return (
    <p role="status" className="inline-flex min-h-9 items-center gap-1.5 text-sm text-muted">
      {body}
    </p>
  );
}
