import type { Spotlight } from '../../../shared/magazine';
import { SPOTLIGHT_TYPE_LABELS } from '../../../shared/spotlight-types';
import { CoverImage } from './CoverImage';

/** One spotlight as a card: its kind, the person or business, and why they matter. */
export function SpotlightCard({ spotlight, full = false }: { spotlight: Spotlight; full?: boolean }) {
  return (
    <article
      id={`spotlight-${spotlight.id}`}
      className="scroll-mt-24 overflow-hidden rounded-xl border border-stone-200 bg-white target:ring-2 target:ring-brand"
    >
      <CoverImage src={spotlight.imageUrl} alt={spotlight.featureName || spotlight.title} ratio="photo" />
      <div className="space-y-2 p-5">
        <p className="text-xs font-semibold tracking-[0.15em] text-brand uppercase">
          {SPOTLIGHT_TYPE_LABELS[spotlight.type]}
        </p>
        <h3 className="text-xl leading-snug font-bold">{spotlight.title}</h3>
        {spotlight.featureName && <p className="font-semibold text-ink">{spotlight.featureName}</p>}
        <p className="text-muted">{spotlight.description}</p>
        {full && spotlight.content && <p className="whitespace-pre-line text-ink">{spotlight.content}</p>}
      </div>
    </article>
  );
}
