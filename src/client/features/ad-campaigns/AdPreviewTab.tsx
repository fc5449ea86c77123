import { AdBanner } from '../../components/ads/AdBanner';
import { AD_SIZES } from '../../components/ads/ad-content';

const SAMPLE = {
  title: 'Your Business Here',
  description: 'Reach neighbors who read local every week.',
  ctaText: 'Learn More',
  targetUrl: '/contact',
  backgroundColor: '#7a1428',
};

/** A sample banner in each size, so staff can show advertisers what they are buying. */
export function AdPreviewTab() {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      {AD_SIZES.map((size) => (
        <section key={size} aria-label={`${size} sample`} className="space-y-2">
          <h2 className="font-serif text-lg font-bold capitalize">{size}</h2>
          <AdBanner ad={SAMPLE} size={size} />
        </section>
      ))}
    </div>
  );
}
