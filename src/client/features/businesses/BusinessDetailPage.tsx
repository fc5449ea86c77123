import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { ArrowLeft, Clock, Globe, Mail, MapPin, Phone } from 'lucide-react';
import type { OpeningHours as Hours } from '../../../shared/newsroom/hours';
import { placeLabel } from '../../components/cards/ArticleCard';
import { CoverImage } from '../../components/cards/CoverImage';
import { DetailError, DetailNotFound, DetailSkeleton, detailTitle } from '../../components/cards/DetailStates';
import { Badge } from '../../components/ui/Badge';
import { SaveButton } from '../../components/saved/SaveButton';
import { usePageTitle } from '../../lib/use-page-title';
import { useBusiness } from '../../lib/queries/businesses';
import { OpeningHours } from './OpeningHours';
import { useRecordView } from '../../lib/queries/recommendations';
import { telHref } from '../../lib/phone';

const mapUrl = (address: string) => `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;
/** "(585) 555-0100" -> "tel:5855550100": dialers want digits (and a leading +). */
/** Listings are typed by hand: "example.com" still needs a scheme to be a link. */
const webHref = (site: string) => (/^https?:\/\//i.test(site) ? site : `https://${site}`);

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A term and its details in one group (the icon inside the term, so the list stays a valid dl).
    <div className="relative pl-8">
      <dt className="text-xs font-semibold tracking-wider text-muted uppercase">
        <span className="absolute top-0.5 left-0 text-accent-green">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

export default function BusinessDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: business, isPending, isError, refetch } = useBusiness(id);
  useRecordView('business', business?.id);
  usePageTitle(detailTitle({ name: business?.name, isPending, isError, notFound: 'Business Not Found' }));

  if (isError) return <DetailError onRetry={() => void refetch()} />;
  if (isPending) return <DetailSkeleton label="Loading the listing" />;
  if (!business) {
    return (
      <DetailNotFound title="Business Not Found" back={{ href: '/businesses', label: 'Browse the Directory' }}>
        We couldn't find this listing. The business may have moved or closed.
      </DetailNotFound>
    );
  }

  const link = 'font-medium text-brand underline-offset-4 hover:underline';
  // Older listings have no opening hours (null); the newsroom adds them per weekday.
  const hours = (business as { openingHours?: Hours | null }).openingHours;
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
      <Link
        href="/businesses"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Local Business Directory
      </Link>
      <div className="grid gap-8 md:grid-cols-[3fr_2fr]">
        <div className="space-y-5">
          <Badge tone="green">{business.category}</Badge>
          <h1 className="text-4xl leading-tight font-bold tracking-tight sm:text-5xl">{business.name}</h1>
          <p className="text-sm text-muted">{placeLabel(business)}</p>
          <SaveButton kind="businesses" id={business.id} title={business.name} />
          <CoverImage src={business.imageUrl} alt={business.name} ratio="photo" eager className="rounded-lg" />
          <p className="max-w-[68ch] text-lg leading-relaxed">{business.description}</p>
        </div>
        <dl className="space-y-5 self-start rounded-lg border border-rule bg-white p-6">
          {hours && (
            <Row icon={<Clock className="h-5 w-5" aria-hidden="true" />} label="Opening hours">
              <OpeningHours hours={hours} />
            </Row>
          )}
          {business.address && (
            <Row icon={<MapPin className="h-5 w-5" aria-hidden="true" />} label="Address">
              <p>{business.address}</p>
              <a href={mapUrl(business.address)} target="_blank" rel="noopener noreferrer" className={link}>
                View on map
              </a>
            </Row>
          )}
          {business.phone && (
            <Row icon={<Phone className="h-5 w-5" aria-hidden="true" />} label="Phone">
              <a href={telHref(business.phone)} className={link}>
                {business.phone}
              </a>
            </Row>
          )}
          {business.website && (
            <Row icon={<Globe className="h-5 w-5" aria-hidden="true" />} label="Website">
              <a href={webHref(business.website)} target="_blank" rel="noopener noreferrer" className={link}>
                {business.website.replace(/^https?:\/\//i, '')}
              </a>
            </Row>
          )}
          {business.email && (
            <Row icon={<Mail className="h-5 w-5" aria-hidden="true" />} label="E-mail">
              <a href={`mailto:${business.email}`} className={link}>
                {business.email}
              </a>
            </Row>
          )}
        </dl>
      </div>
    </div>
  );
}
