import { useState } from 'react';
import { Link2, Share2 } from 'lucide-react';
import type { Artist } from '../../../shared/artists';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { inputClasses } from '../../components/ui/Input';
import { useSiteOrigin } from '../../lib/ssr';
import { toast } from '../../components/ui/use-toast';
import { SHARE_NETWORKS, SHARE_OPEN_DELAY_MS, networkUrl, shareText, type ShareNetwork } from './share';

/** Copies a ready-made post (or the link) and then opens the chosen network. */
export function ShareDialog({ artist }: { artist: Artist }) {
  const [open, setOpen] = useState(false);
  const link = `${useSiteOrigin()}/artist/${artist.id}`;
  const text = shareText(artist);

  const shareTo = async (network: ShareNetwork) => {
    try {
      await navigator.clipboard.writeText(`${text}\n${link}`);
    } catch {
      toast({ title: 'Failed to copy', description: 'Please copy the content manually', variant: 'destructive' });
      return;
    }
    toast({ title: 'Content Copied!', description: `${network} content copied to clipboard. Opening ${network}...` });
    setTimeout(
      () => window.open(networkUrl(network, text, link), '_blank', 'noopener,noreferrer'),
      SHARE_OPEN_DELAY_MS,
    );
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: 'Link Copied!', description: 'Profile link copied to clipboard' });
    } catch {
      toast({ title: 'Failed to copy', description: 'Please copy the link manually', variant: 'destructive' });
    }
  };

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Share2 className="h-4 w-4" aria-hidden="true" /> Share Profile
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Share Profile"
        description={`Tell your friends about ${artist.name}.`}
      >
        <div className="space-y-4">
          <label className="block space-y-1.5 text-sm font-medium">
            <span>Post text</span>
            <textarea readOnly rows={3} value={text} className={inputClasses} />
          </label>
          <div className="grid grid-cols-2 gap-2">
            {SHARE_NETWORKS.map((network) => (
              <Button key={network} variant="outline" onClick={() => void shareTo(network)}>
                Share on {network}
              </Button>
            ))}
          </div>
          <div className="flex gap-2">
            <input readOnly value={link} aria-label="Profile link" className={`${inputClasses} h-10 text-sm`} />
            <Button onClick={() => void copyLink()}>
              <Link2 className="h-4 w-4" aria-hidden="true" /> Copy Link
            </Button>
          </div>
        </div>
      </Dialog>
    </>
  );
}
