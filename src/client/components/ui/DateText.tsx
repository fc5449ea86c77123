import { formatDate } from '../../../shared/dates';
import { useKeepsServerText } from '../../lib/ssr';

/**
 * A date in spec 000's short form ("Nov 21, 2026", in the magazine's time zone) as a `<time>` element.
 * On a server-rendered page it keeps the server's text while React adopts the page, so the page's
 * first render in the browser needs no Intl (see useKeepsServerText).
 */
export function DateText({ value, className }: { value: string | null | undefined; className?: string }) {
  const kept = useKeepsServerText(value ?? '');
  return (
    <time dateTime={value ?? undefined} className={className} suppressHydrationWarning>
      {kept ? '' : formatDate(value)}
    </time>
  );
}
