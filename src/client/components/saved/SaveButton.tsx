import { useState } from 'react';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import type { SavedKind } from '../../../shared/saved';
import { readError } from '../../lib/api';
import { signIn, useAuth } from '../../lib/auth';
import { useSavedItems, useSavedState, useToggleSaved } from '../../lib/queries/saved';
import { Button } from '../ui/Button';
import { toast } from '../ui/use-toast';

/**
 * Save / Saved on a detail page (or a deal's card). The state changes once the server agreed;
 * a visitor who is not signed in is asked to sign in instead. On a list of cards (`inList`) the
 * state comes from the member's one saved list rather than one request per card.
 */
export function SaveButton({
  kind,
  id,
  title,
  size = 'md',
  inList = false,
}: {
  kind: SavedKind;
  id: string;
  title: string;
  inList?: boolean;
  size?: 'sm' | 'md';
}) {
  const { user, isLoading } = useAuth();
  const state = useSavedState(kind, id, !!user && !inList);
  const list = useSavedItems(!!user && inList);
  const toggle = useToggleSaved(kind, id);
  const [askSignIn, setAskSignIn] = useState(false);
  const listed = !!list.data?.some((item) => item.kind === kind && item.id === id);
  // The server's last answer for this item wins over the list, which refreshes after it.
  const saved = !!user && (state.data?.saved ?? (inList && listed));
  const waiting = inList ? list.isPending : state.isPending;

  const onClick = () => {
    if (!user) {
      setAskSignIn(true);
      return;
    }
    toggle.mutate(!saved, {
      onSuccess: (result) =>
        toast({
          title: result.saved ? 'Saved' : 'Removed from Saved',
          description: result.saved ? `${title} is on your Saved page.` : `${title} is no longer saved.`,
        }),
      onError: (error) =>
        toast({
          title: 'Could not update',
          description: readError(error, 'Your saved items could not be changed. Please try again.').message,
          variant: 'destructive',
        }),
    });
  };

  const Icon = saved ? BookmarkCheck : Bookmark;
  return (
    <span className="inline-flex flex-col items-start gap-2">
      <Button
        variant={saved ? 'primary' : 'outline'}
        size={size}
        aria-pressed={saved}
        disabled={isLoading || toggle.isPending || (!!user && waiting)}
        onClick={onClick}
      >
        <Icon className="h-4 w-4" aria-hidden="true" />
        {saved ? 'Saved' : 'Save'}
      </Button>
      {askSignIn && !user && (
        <span role="status" className="text-sm">
          <button type="button" onClick={signIn} className="font-semibold text-brand underline underline-offset-2">
            Sign in
          </button>{' '}
          to save this and find it again on your Saved page.
        </span>
      )}
    </span>
  );
}
