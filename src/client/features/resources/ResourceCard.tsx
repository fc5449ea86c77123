import { Clock, ExternalLink, Info, Mail, MapPin, Phone, Siren } from 'lucide-react';
import type { Resource } from '../../../shared/directory';
import { Badge } from '../../components/ui/Badge';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { cn } from '../../lib/cn';
import { telHref } from '../../lib/phone';

export function ResourceCard({ resource }: { resource: Resource }) {
  return (
    <Card className={cn('flex flex-col gap-3 p-6', resource.isEmergency && 'border-red-300 bg-red-50/60')}>
      <div className="flex flex-wrap items-center gap-2">
        {resource.isEmergency && (
          <span className="inline-flex items-center gap-1 rounded-full bg-red-700 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white uppercase">
            <Siren className="h-3.5 w-3.5" aria-hidden="true" /> Emergency
          </span>
        )}
        <Badge tone="blue">{resource.category}</Badge>
      </div>
      <h2 className="text-xl font-semibold">{resource.title}</h2>
      <p className="text-sm text-ink/90">{resource.description}</p>
      <ul className="space-y-1 text-sm text-muted">
        {resource.phone && (
          <li className="flex items-start gap-1.5">
            <Phone className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <a href={telHref(resource.phone)} className="font-semibold text-brand hover:underline">
              <span className="sr-only">Call </span>
              {resource.phone}
            </a>
          </li>
        )}
        {resource.email && (
          <li className="flex items-start gap-1.5">
            <Mail className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <a href={`mailto:${resource.email}`} className="break-all text-brand hover:underline">
              {resource.email}
            </a>
          </li>
        )}
        {resource.hours && (
          <li className="flex items-start gap-1.5">
            <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-label="Hours" /> {resource.hours}
          </li>
        )}
        {resource.contactInfo && !resource.phone && !resource.email && !resource.hours && (
          <li className="flex items-start gap-1.5">
            <Info className="mt-0.5 h-4 w-4 shrink-0" aria-label="Contact" /> {resource.contactInfo}
          </li>
        )}
        {resource.location && (
          <li className="flex items-start gap-1.5">
            <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-label="Location" /> {resource.location}
          </li>
        )}
      </ul>
      {resource.website && (
        <a
          href={resource.website}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses('outline', 'sm', 'mt-auto self-start')}
        >
          <ExternalLink className="h-4 w-4" aria-hidden="true" /> Visit Website
        </a>
      )}
    </Card>
  );
}
