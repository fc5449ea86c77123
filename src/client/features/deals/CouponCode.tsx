import { Copy } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { toast } from '../../components/ui/use-toast';

/** The code, big enough to read out at a till, and a button that copies it. */
export function CouponCode({ code }: { code: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast({ title: 'Code Copied!', description: `Coupon code ${code} copied to clipboard` });
    } catch {
      toast({ title: 'Failed to copy', description: 'Please copy the code manually', variant: 'destructive' });
    }
  };
  return (
    <div className="rounded-md border-2 border-dashed border-brand/40 bg-brand-soft/60 p-3">
      <p className="text-xs font-semibold tracking-wider text-muted uppercase">Use this code</p>
      <div className="mt-1 flex items-center justify-between gap-2">
        <code className="font-mono text-lg font-bold tracking-wider text-brand">{code}</code>
        <Button variant="outline" size="sm" aria-label={`Copy coupon code ${code}`} onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden="true" /> Copy
        </Button>
      </div>
    </div>
  );
}
