import { Button } from '../ui/Button';
import { COUNT_CAP } from '../../../shared/list-header';
import { formatCount } from '../../../shared/numbers';

/** "Load more" under a paged grid, with how much of the list is on screen. */
export function LoadMore({
  shown,
  total,
  loading,
  onClick,
}: {
  shown: number;
  total: number;
  loading: boolean;
  onClick: () => void;
}) {
  return (
    <div className="flex flex-col items-center gap-3 pt-4">
      <p className="text-sm text-muted" aria-live="polite">
        {/* A total at the cap was counted no further: there are at least that many. */}
        Showing {shown} of {total >= COUNT_CAP ? `${formatCount(total)}+` : total}
      </p>
      <Button variant="outline" size="lg" onClick={onClick} disabled={loading}>
        {loading ? 'Loading...' : 'Load more'}
      </Button>
    </div>
  );
}
