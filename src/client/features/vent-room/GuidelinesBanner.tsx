import { ShieldCheck } from 'lucide-react';

/** The community guidelines every visitor sees before posting (spec 001: "A guidelines banner is shown"). */
export function GuidelinesBanner() {
  return (
    <aside
      aria-label="Community guidelines"
      className="flex gap-4 rounded-lg border border-amber-200 bg-amber-50 p-5 text-ink"
    >
      <ShieldCheck className="mt-0.5 h-6 w-6 shrink-0 text-accent-orange" aria-hidden="true" />
      <div className="space-y-1 text-sm">
        <h2 className="text-base font-semibold">Community guidelines</h2>
        <p>
          Vent about the issue, not the person: no names of private people, no threats, no hate. A moderator reads posts
          and comments from new authors before they appear; a signed-in author whose posts have been approved a few
          times publishes at once. A post or comment that several readers report is hidden until staff look at it. Your
          email stays private, and you can post anonymously.
        </p>
      </div>
    </aside>
  );
}
