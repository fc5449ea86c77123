import { Link } from 'wouter';
import { cn } from '../../lib/cn';

/** The wordmark: a crimson "BL" seal and the name in the headline serif. */
export function Brand({ inverted = false, onNavigate }: { inverted?: boolean; onNavigate?: () => void }) {
  return (
    <Link href="/" onClick={onNavigate} className="group inline-flex shrink-0 items-center gap-2.5 rounded-sm">
      <span
        aria-hidden="true"
        className={cn(
          'grid h-9 w-9 shrink-0 place-items-center rounded-md font-serif text-base font-bold',
          inverted ? 'bg-white text-brand' : 'bg-brand text-white',
        )}
      >
        BL
      </span>
      <span
        className={cn(
          'font-serif text-lg leading-tight font-bold tracking-tight sm:text-xl',
          inverted ? 'text-white' : 'text-ink',
        )}
      >
        {/* Two deliberate lines on a phone instead of a ragged wrap. */}
        <span className="block whitespace-nowrap sm:inline">By Locals,</span>{' '}
        <span className="block whitespace-nowrap sm:inline">For Locals</span>
      </span>
    </Link>
  );
}
