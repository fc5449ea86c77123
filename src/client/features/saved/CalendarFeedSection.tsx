import { useState } from 'react';
import { CalendarPlus, Copy } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { toast } from '../../components/ui/use-toast';
import { readError } from '../../lib/api';
import { useCalendarFeedState, useResetCalendarFeed } from '../../lib/queries/saved';

/**
 * The private calendar address of the member's saved events. It is shown once, when made; a new
 * link replaces the old one, which then stops working.
 */
export function CalendarFeedSection() {
  const feed = useCalendarFeedState(true);
  const reset = useResetCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const exists = url !== null || feed.data?.exists === true;

  const make = () =>
    reset.mutate(undefined, {
      onSuccess: (answer) => setUrl(answer.url),
      onError: (error) =>
        toast({
          title: 'Could not make the link',
          description: readError(error).message,
          variant: 'destructive',
        }),
    });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Paste it into your calendar app as a subscription.' });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the link and copy it yourself.', variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby="calendar-feed-heading" className="space-y-4">
      <h2 id="calendar-feed-heading" className="text-2xl font-semibold">
        Add your saved events to your calendar
      </h2>
      <Card className="space-y-4 p-6 sm:p-8">
        <p className="text-muted">
          Subscribe to this private link in Google Calendar, Apple Calendar or Outlook and the events you save appear
          there. Keep it to yourself: anyone with the link sees your saved events.
        </p>
        {url && (
          <div className="space-y-2">
            <label htmlFor="calendar-feed-url" className="text-sm font-semibold">
              Your private calendar link
            </label>
            <div className="flex flex-wrap gap-2">
              <input
                id="calendar-feed-url"
                readOnly
                value={url}
                onFocus={(e) => e.currentTarget.select()}
                className="min-w-0 flex-1 rounded-md border border-rule bg-white px-3 py-2 font-mono text-sm"
              />
              <Button variant="outline" onClick={() => void copy()}>
                <Copy className="h-4 w-4" aria-hidden="true" /> Copy link
              </Button>
            </div>
            <p className="text-sm text-muted">We show this link only now. If you lose it, make a new one.</p>
          </div>
        )}
        {!url && exists && (
          <p className="text-sm">You already have a private link. Making a new one stops the old one from working.</p>
        )}
        <Button onClick={make} disabled={reset.isPending || feed.isPending}>
          <CalendarPlus className="h-4 w-4" aria-hidden="true" />
          {exists ? 'Make a new private link' : 'Create my private calendar link'}
        </Button>
      </Card>
    </section>
  );
}
