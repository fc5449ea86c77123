import { Link } from 'wouter';
import { cn } from '../../lib/cn';
import { useSiteSettings } from '../../lib/site-settings';
import { SITE_SETTINGS_FALLBACK } from '../../../shared/site-settings-defaults';

/** The wordmark: the site's logo (or a crimson "BL" seal) and its name in the headline serif. */
export function Brand({ inverted = false, onNavigate }: { inverted?: boolean; onNavigate?: () => void }) {
  const { siteName, logoUrl } = useSiteSettings();
  return (
    <Link href="/" onClick={onNavigate} className="group inline-flex shrink-0 items-center gap-2.5 rounded-sm">
      {logoUrl ? (
        // The upload's smallest web size: a logo is drawn 36 px tall.
        <img
          src={`${logoUrl}_480.webp`}
          alt=""
          width={36}
          height={36}
          className={cn('h-9 w-9 shrink-0 rounded-md object-contain', inverted && 'bg-white')}
        />
      ) : (
        <span
          aria-hidden="true"
          className={cn(
            'grid h-9 w-9 shrink-0 place-items-center rounded-md font-serif text-base font-bold',
            inverted ? 'bg-white text-brand' : 'bg-brand text-white',
          )}
        >
          BL
        </span>
      )}
      <span
        className={cn(
          'font-serif text-lg leading-tight font-bold tracking-tight sm:text-xl',
          inverted ? 'text-white' : 'text-ink',
        )}
      >
        {siteName === SITE_SETTINGS_FALLBACK.siteName ? (
          <>
            {/* Two deliberate lines on a phone instead of a ragged wrap. */}
            <span className="block whitespace-nowrap sm:inline">By Locals,</span>{' '}
            <span className="block whitespace-nowrap sm:inline">For Locals</span>
          </>
        ) : (
          <span className="line-clamp-2 max-w-[14rem] sm:max-w-none">{siteName}</span>
        )}
      </span>
    </Link>
  );
}
