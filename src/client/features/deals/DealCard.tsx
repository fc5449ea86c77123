import { useState } from 'react';
import { Calendar, ExternalLink, MapPin, Phone } from 'lucide-react';
import type { Deal } from '../../../shared/directory';
import { DateTime } from '../../components/ui/DateTime';
import { Badge } from '../../components/ui/Badge';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Dialog } from '../../components/ui/Dialog';
import { CouponCode } from './CouponCode';
import { SaveButton } from '../../components/saved/SaveButton';

const money = (value: string | null) => (value === null ? null : `$${Number(value).toFixed(2)}`);

export function DealCard({ deal }: { deal: Deal }) {
  const [terms, setTerms] = useState(false);
  return (
    <Card className="flex flex-col overflow-hidden">
      <div className="relative">
        <img
          src={deal.imageUrl}
          alt=""
          width={480}
          height={270}
          loading="lazy"
          className="aspect-video w-full object-cover"
        />
        {deal.discountPercent !== null && (
          <span className="absolute top-3 left-3 rounded-full bg-brand px-3 py-1 text-sm font-bold text-white shadow">
            {deal.discountPercent}% OFF
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Badge tone="green" className="self-start">
          {deal.category}
        </Badge>
        <h2 className="text-xl leading-snug font-semibold">{deal.title}</h2>
        <p className="text-sm font-medium text-brand">{deal.businessName}</p>
        {(deal.originalPrice || deal.discountPrice) && (
          <p className="flex items-baseline gap-2">
            {deal.discountPrice && <span className="font-serif text-2xl font-bold">{money(deal.discountPrice)}</span>}
            {deal.originalPrice && (
              <span className="text-muted line-through">
                <span className="sr-only">was </span>
                {money(deal.originalPrice)}
              </span>
            )}
          </p>
        )}
        <p className="text-sm text-ink/90">{deal.description}</p>
        {deal.couponCode && <CouponCode code={deal.couponCode} />}
        <ul className="space-y-1 text-sm text-muted">
          {deal.validUntil && (
            <li className="flex items-center gap-1.5">
              <Calendar className="h-4 w-4" aria-hidden="true" /> Expires <DateTime value={deal.validUntil} />
            </li>
          )}
          {deal.businessAddress && (
            <li className="flex items-center gap-1.5">
              <MapPin className="h-4 w-4" aria-hidden="true" /> {deal.businessAddress}
            </li>
          )}
          {deal.businessPhone && (
            <li className="flex items-center gap-1.5">
              <Phone className="h-4 w-4" aria-hidden="true" /> {deal.businessPhone}
            </li>
          )}
        </ul>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <SaveButton kind="deals" id={deal.id} title={deal.title} size="sm" inList />
          {deal.website ? (
            <a
              href={deal.website}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('primary', 'sm', 'flex-1')}
            >
              <ExternalLink className="h-4 w-4" aria-hidden="true" /> Visit Website
            </a>
          ) : (
            deal.businessPhone && (
              <a
                href={`tel:${deal.businessPhone.replace(/[^\d+]/g, '')}`}
                className={buttonClasses('primary', 'sm', 'flex-1')}
              >
                <Phone className="h-4 w-4" aria-hidden="true" /> Call Now
              </a>
            )
          )}
          {deal.termsConditions && (
            <Button variant="outline" size="sm" onClick={() => setTerms(true)}>
              Terms
            </Button>
          )}
        </div>
      </div>
      {deal.termsConditions && (
        <Dialog open={terms} onOpenChange={setTerms} title="Terms & Conditions" description={deal.title}>
          <p className="text-sm whitespace-pre-line">{deal.termsConditions}</p>
        </Dialog>
      )}
    </Card>
  );
}
