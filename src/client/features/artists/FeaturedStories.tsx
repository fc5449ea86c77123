import { useState } from 'react';
import { BookOpen } from 'lucide-react';
import { FEATURED_WRITEUPS, WRITEUP_EXCERPT_LENGTH } from '../../../shared/artist-constants';
import type { ArtistWriteup } from '../../../shared/artists';
import { DateTime } from '../../components/ui/DateTime';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Dialog } from '../../components/ui/Dialog';
import { useWriteups } from '../../lib/queries/artists';
import { excerpt } from './labels';

export const splitTags = (tags: string | null | undefined): string[] =>
  (tags ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

/** The first four approved write-ups, each readable in full in a dialog. */
export function FeaturedStories() {
  const { data: writeups = [], isLoading } = useWriteups();
  const [open, setOpen] = useState<ArtistWriteup | null>(null);
  if (isLoading || writeups.length === 0) return null;

  return (
    <section aria-labelledby="featured-stories" className="space-y-6">
      <h2 id="featured-stories" className="border-b-2 border-ink pb-3 text-2xl font-bold sm:text-3xl">
        Featured Artist Stories
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        {writeups.slice(0, FEATURED_WRITEUPS).map((w) => (
          <Card key={w.id} className="flex flex-col gap-3 p-6">
            <h3 className="text-xl font-semibold">{w.title}</h3>
            <p className="text-sm text-muted">
              By {w.authorName} · <DateTime value={w.publishedAt ?? w.createdAt} />
            </p>
            <p className="text-ink/90">{excerpt(w.content, WRITEUP_EXCERPT_LENGTH)}</p>
            {splitTags(w.tags).length > 0 && (
              <ul className="flex flex-wrap gap-2" aria-label="Tags">
                {splitTags(w.tags).map((tag) => (
                  <li key={tag}>
                    <Badge tone="brand">{tag}</Badge>
                  </li>
                ))}
              </ul>
            )}
            <Button variant="outline" size="sm" className="mt-auto self-start" onClick={() => setOpen(w)}>
              <BookOpen className="h-4 w-4" aria-hidden="true" /> Read Full Story
            </Button>
          </Card>
        ))}
      </div>
      <Dialog
        open={open !== null}
        onOpenChange={(o) => !o && setOpen(null)}
        title={open?.title ?? ''}
        description={open ? `By ${open.authorName} about ${open.artistName}` : undefined}
      >
        <div className="max-h-[60vh] space-y-4 overflow-y-auto pr-1 whitespace-pre-line">{open?.content}</div>
      </Dialog>
    </section>
  );
}
