import { Mail, MapPin, Phone } from 'lucide-react';
import { AddressLines } from '../../../components/layout/AddressLines';
import { Brand } from '../../../components/layout/Brand';
import { SocialLinks } from '../../../components/layout/SocialLinks';
import { sitePhoneHref } from '../../../lib/contact-details';
import { SiteSettingsProvider } from '../../../lib/site-settings';
import { linesOf, type SiteSettings } from '../../../../shared/site-settings-defaults';

/** The footer's name, logo, social links and contact details as they will look with the values in the form. */
export function FooterPreview({ settings }: { settings: SiteSettings }) {
  return (
    <section aria-labelledby="footer-preview" className="space-y-2">
      <h2 id="footer-preview" className="text-lg font-semibold">
        Footer preview
      </h2>
      <SiteSettingsProvider settings={settings}>
        <div className="grid gap-6 rounded-lg bg-stone-900 p-5 text-sm text-stone-300 sm:grid-cols-2">
          <div className="min-w-0">
            <Brand inverted />
            <SocialLinks />
          </div>
          <div className="min-w-0 space-y-3 [overflow-wrap:anywhere]">
            <p className="flex items-center gap-2">
              <Mail className="h-4 w-4 shrink-0 text-stone-500" aria-hidden="true" /> {settings.contactEmail}
            </p>
            <p className="flex items-center gap-2">
              <Phone className="h-4 w-4 shrink-0 text-stone-500" aria-hidden="true" />
              <span title={sitePhoneHref(settings.contactPhone)}>{settings.contactPhone}</span>
            </p>
            <p className="flex items-start gap-2">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-stone-500" aria-hidden="true" />
              <AddressLines lines={linesOf(settings.address)} />
            </p>
            <p className="text-xs text-stone-400">© 2024 {settings.siteName}. Serving locals since 2020.</p>
          </div>
        </div>
      </SiteSettingsProvider>
    </section>
  );
}
