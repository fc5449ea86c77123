import { Link2, Mail, Share2 } from 'lucide-react';
import { toast } from '../ui/use-toast';
import { Button } from '../ui/Button';

const linkClass =
  'inline-flex h-9 items-center gap-1.5 rounded-md border border-rule bg-white px-3 text-sm font-medium hover:border-brand hover:text-brand';

/** Share a page: copy its address, or hand it to e-mail and the social networks (plain links, no scripts). */
export function ShareLinks({ title, url }: { title: string; url: string }) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'The link to this page is on your clipboard.' });
    } catch {
      toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
    }
  };
  const external = { target: '_blank', rel: 'noopener noreferrer', className: linkClass } as const;
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Share">
      <span className="mr-1 inline-flex items-center gap-1.5 text-sm font-semibold text-muted">
        <Share2 className="h-4 w-4" aria-hidden="true" /> Share
      </span>
      <Button variant="outline" size="sm" onClick={() => void copy()}>
        <Link2 className="h-4 w-4" aria-hidden="true" /> Copy link
      </Button>
      <a href={`mailto:?subject=${t}&body=${u}`} className={linkClass}>
        <Mail className="h-4 w-4" aria-hidden="true" /> E-mail
      </a>
      <a href={`https://www.facebook.com/sharer/sharer.php?u=${u}`} {...external}>
        Facebook
      </a>
      <a href={`https://twitter.com/intent/tweet?url=${u}&text=${t}`} {...external}>
        X
      </a>
      <a href={`https://www.linkedin.com/sharing/share-offsite/?url=${u}`} {...external}>
        LinkedIn
      </a>
    </div>
  );
}
