import { Link } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { FOOTER_CATEGORIES, footerCategoryHref } from '../../../shared/footer-categories';
import type { PublicCategory } from '../../../shared/newsroom/categories';
import { Mail, MapPin, Phone } from 'lucide-react';
import { useContactDetails } from '../../lib/contact-details';
import { useSiteSettings } from '../../lib/site-settings';
import { AddressLines } from './AddressLines';
import { Brand } from './Brand';
import { SocialLinks } from './SocialLinks';

const QUICK_LINKS = [
  { label: 'Latest Articles', href: '/articles' },
  { label: 'Local Business Directory', href: '/businesses' },
  { label: 'Community Events', href: '/events' },
  { label: 'Submit a Story', href: '/submit' },
  { label: 'Advertise With Us', href: '/advertise' },
];

const headingClass = 'mb-4 font-sans text-xs font-semibold tracking-[0.18em] text-stone-400 uppercase';
const linkClass = 'text-stone-300 hover:text-white hover:underline underline-offset-4';

export function Footer() {
  const CONTACT = useContactDetails();
  const { siteName } = useSiteSettings();
  // The categories staff keep (with their story counts), so every category link opens a filled list.
  const { data: categories } = useQuery<PublicCategory[]>({ queryKey: ['/api/categories'] });
  return (
    <footer className="bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <Brand inverted />
          <p className="mt-4 text-sm leading-relaxed text-stone-400">
            Stories, businesses, artists and events from the neighborhoods of Rochester, Charlotte, Atlanta, New York
            City and Buffalo, told by the people who live there.
          </p>
          <SocialLinks />
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            Quick Links
          </h2>
          <ul className="space-y-2.5 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.label}>
                <Link href={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className={headingClass}>
            Categories
          </h2>
          <ul className="space-y-2.5 text-sm">
            {FOOTER_CATEGORIES.map(({ label, names }) => (
              <li key={label}>
                <Link href={footerCategoryHref(names, categories)} className={linkClass}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>Contact</h2>
          <address className="space-y-3 text-sm not-italic">
            <a href={`mailto:${CONTACT.email}`} className={`flex items-center gap-2 ${linkClass}`}>
              <Mail className="h-4 w-4 shrink-0 text-stone-500" aria-hidden="true" /> {CONTACT.email}
            </a>
            <a href={CONTACT.phoneHref} className={`flex items-center gap-2 ${linkClass}`}>
              <Phone className="h-4 w-4 shrink-0 text-stone-500" aria-hidden="true" /> {CONTACT.phone}
            </a>
            <p className="flex items-start gap-2">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-stone-500" aria-hidden="true" />
              <AddressLines lines={CONTACT.addressLines} />
            </p>
            <p>
              <Link href="/contact" className={`font-semibold ${linkClass}`}>
                Contact us
              </Link>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-stone-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs text-stone-400 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>© 2024 {siteName}. Serving locals since 2020.</p>
          <ul className="flex gap-5">
            {/* The spec gives these no pages yet; plain text rather than links that lead nowhere. */}
            <li>Privacy Policy</li>
            <li>Terms of Service</li>
            <li>
              <Link href="/contact" className={linkClass}>
                Contact
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
