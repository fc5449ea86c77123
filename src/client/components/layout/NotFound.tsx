import { Link } from 'wouter';
import { MapPinOff } from 'lucide-react';
import { usePageTitle } from '../../lib/use-page-title';
import { buttonClasses } from '../ui/Button';

/** Any path the site does not know. */
export default function NotFound() {
  usePageTitle('Page Not Found');
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center sm:py-28">
      <MapPinOff className="mx-auto h-12 w-12 text-brand" aria-hidden="true" />
      <p className="mt-6 text-xs font-semibold tracking-[0.2em] text-brand uppercase">Error 404</p>
      <h1 className="mt-2 text-4xl font-bold sm:text-5xl">Page Not Found</h1>
      <p className="mt-4 text-lg text-muted">
        We looked up and down the block, but this page isn't here. It may have moved, or the address may be mistyped.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href="/" className={buttonClasses('primary', 'lg')}>
          Back to the front page
        </Link>
        <Link href="/articles" className={buttonClasses('outline', 'lg')}>
          Read the latest stories
        </Link>
      </div>
    </div>
  );
}
