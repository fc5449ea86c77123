import { useState } from 'react';
import { isAdminRole } from '../../../../shared/newsroom';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { toast } from '../../../components/ui/use-toast';
import { useAuth } from '../../../lib/auth';
import { readError } from '../../../lib/api';
import { useDemoContent, useRemoveDemoContent } from './api';

const items = (n: number) => `${n} demo ${n === 1 ? 'item' : 'items'}`;

/** Admins of a site that still holds the seeded demo content can take it all away in one action. */
export function DemoContentCard() {
  const { user } = useAuth();
  const admin = isAdminRole(user?.role);
  const { data } = useDemoContent(admin);
  const remove = useRemoveDemoContent();
  const [open, setOpen] = useState(false);
  if (!admin || !data || data.count === 0) return null;

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: (res) => {
        setOpen(false);
        toast({
          title: 'Demo content removed',
          description: `${items(res.removed)} removed.${res.kept ? ` ${res.kept} your staff edited or readers replied to were kept.` : ''}`,
        });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Nothing removed',
          description: readError(error, 'Please try again.').message,
        }),
    });

  return (
    <section aria-labelledby="demo-heading" className="rounded-lg border border-rule bg-white p-4 sm:p-5">
      <h2 id="demo-heading" className="text-xl font-semibold">
        Demo content
      </h2>
      <p className="mt-1 text-sm text-muted">
        The site still shows the {items(data.count)} it started with. Remove them when your own stories are ready.
      </p>
      <Button variant="outline" className="mt-3" onClick={() => setOpen(true)}>
        Remove all demo content
      </Button>
      <Dialog
        open={open}
        onOpenChange={(o) => !o && setOpen(false)}
        title={`Remove ${items(data.count)}?`}
        description="The demo stories, places, events, posts, editions and their pictures go for good. Everything your staff and readers made stays."
      >
        {data.kept > 0 && (
          <p className="text-sm">
            {data.kept} demo {data.kept === 1 ? 'item' : 'items'} that staff edited or readers replied to will be kept.
          </p>
        )}
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            Keep them
          </Button>
          <Button className="bg-red-700 hover:bg-red-800" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Removing…' : `Remove ${data.count}`}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
