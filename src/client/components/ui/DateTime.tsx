import { formatDate } from '../../../shared/dates';
import { useKeepsServerText } from '../../lib/ssr';

interface DateTimeProps {
  value: string | null | undefined;
  /** One of the site's formats: formatDate ("Nov 21, 2026", the default) from shared/dates, formatDateTime or formatTime from shared/clock. */
  format?: (value: string | null | undefined) => string;
  className?: string;
}

/**
 * The one way a date reaches the screen: a `<time>` element in one of the site's formats, in the
 * magazine's time zone. On a server-rendered page it keeps the server's text while React adopts the
 * page, so the page's first render in the browser needs no Intl (see useKeepsServerText).
 */
export function DateTime({ value, format = formatDate, className }: DateTimeProps) {
  const kept = useKeepsServerText(value ?? '');
  return (
    <time dateTime={value ?? undefined} className={className} suppressHydrationWarning>
      {kept ? '' : format(value)}
    </time>
  );
}
