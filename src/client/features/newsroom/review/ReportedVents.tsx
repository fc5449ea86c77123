import { Flag } from 'lucide-react';
import type { VentFlaggedItem } from '../../../../shared/vent-room';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../components/ui/use-toast';
import { readError } from '../../../lib/api';
import { useSettleFlags, useVentFlags } from './api';

const labelOf = (item: VentFlaggedItem) =>
  item.title ?? `comment “${item.content.length > 60 ? `${item.content.slice(0, 60)}…` : item.content}”`;

function Reported({ item }: { item: VentFlaggedItem }) {
  const settle = useSettleFlags();
  const label = labelOf(item);
  const decide = (status: 'approved' | 'rejected') =>
    settle.mutate(
      { item, status },
      {
        onSuccess: () => toast({ title: status === 'approved' ? 'Restored' : 'Removed', description: label }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: readError(error, 'The decision was not saved.').message,
            variant: 'destructive',
          }),
      },
    );
  const hidden = item.status === 'flagged';
  return (
    <li className="space-y-2 rounded-md border border-rule bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">{label}</p>
        <p className="text-xs text-muted">
          {item.targetType === 'post' ? 'Post' : 'Comment'} by {item.realAuthorName} · {item.flagCount} report
          {item.flagCount === 1 ? '' : 's'} · {hidden ? 'hidden until you decide' : 'still shown'}
        </p>
      </div>
      {item.title && <p className="line-clamp-3 text-sm text-muted">{item.content}</p>}
      <ul aria-label={`Reasons given for ${label}`} className="list-disc space-y-1 pl-5 text-sm">
        {item.reasons.map((reason, i) => (
          <li key={i}>{reason}</li>
        ))}
      </ul>
      <div className="flex gap-2">
        <Button
          size="sm"
          disabled={settle.isPending}
          aria-label={`Restore ${label}`}
          onClick={() => decide('approved')}
        >
          Restore
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={settle.isPending}
          aria-label={`Remove ${label}`}
          onClick={() => decide('rejected')}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}

/** Vent Room items readers reported: restore them (the reports are settled) or remove them. */
export function ReportedVents() {
  const flags = useVentFlags();
  if (flags.isLoading || flags.isError || !flags.data || flags.data.length === 0) return null;
  return (
    <section
      aria-labelledby="reported-heading"
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-5"
    >
      <h2 id="reported-heading" className="flex items-center gap-2 text-lg font-semibold">
        <Flag className="h-5 w-5 text-accent-orange" aria-hidden="true" /> Reported in the Vent Room
      </h2>
      <ul className="space-y-3">
        {flags.data.map((item) => (
          <Reported key={`${item.targetType}:${item.targetId}`} item={item} />
        ))}
      </ul>
    </section>
  );
}
