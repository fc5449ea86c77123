import { Mail, MapPin, Phone } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { Card } from '../../components/ui/Card';
import { useContactDetails } from '../../lib/contact-details';
import { AddressLines } from '../../components/layout/AddressLines';
import { ContactForm } from './ContactForm';
import { PAGE_TITLES } from '../../../shared/page-titles';

export default function ContactPage() {
  const CONTACT = useContactDetails();
  return (
    <PageShell>
      <PageHeader kicker="Get in touch" title={PAGE_TITLES['/contact'].title}>
        Story tips, corrections, advertising or just a hello: we read every message.
      </PageHeader>
      <div className="grid gap-8 lg:grid-cols-[1fr_2fr]">
        <Card className="h-fit space-y-4 p-6">
          <h2 className="text-xl font-semibold">Reach the newsroom</h2>
          <a href={`mailto:${CONTACT.email}`} className="flex items-center gap-3 hover:text-brand">
            <Mail className="h-5 w-5 text-brand" aria-hidden="true" /> {CONTACT.email}
          </a>
          <a href={CONTACT.phoneHref} className="flex items-center gap-3 hover:text-brand">
            <Phone className="h-5 w-5 text-brand" aria-hidden="true" /> {CONTACT.phone}
          </a>
          <p className="flex items-start gap-3">
            <MapPin className="mt-0.5 h-5 w-5 text-brand" aria-hidden="true" />
            <AddressLines lines={CONTACT.addressLines} />
          </p>
        </Card>
        <Card className="p-6">
          <h2 className="text-xl font-semibold">Send us a message</h2>
          <ContactForm />
        </Card>
      </div>
    </PageShell>
  );
}
