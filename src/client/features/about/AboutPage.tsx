import { Link } from 'wouter';
import { Mail, Phone } from 'lucide-react';
import { PageHeader, PageShell } from '../../components/layout/PageHeader';
import { buttonClasses } from '../../components/ui/Button';
import { useContactDetails } from '../../lib/contact-details';
import { useSiteSettings } from '../../lib/site-settings';
import { PAGE_TITLES } from '../../../shared/page-titles';
import { paragraphsOf } from '../../../shared/site-settings-defaults';

/** The About page's text from the site settings: a blank line starts a new paragraph. */
function Paragraphs({ text }: { text: string }) {
  return paragraphsOf(text).map((p, i) => (
    <p key={i} className="mt-3">
      {p}
    </p>
  ));
}

export default function AboutPage() {
  const CONTACT = useContactDetails();
  const site = useSiteSettings();
  return (
    <PageShell narrow>
      <PageHeader kicker={site.siteName} title={PAGE_TITLES['/about'].title}>
        A community magazine and directory written by the people who live here.
      </PageHeader>
      <div className="space-y-10 text-lg leading-relaxed">
        <section aria-labelledby="mission">
          <h2 id="mission" className="text-2xl font-semibold">
            Our Mission
          </h2>
          <Paragraphs text={site.aboutMission} />
        </section>
        <section aria-labelledby="story">
          <h2 id="story" className="text-2xl font-semibold">
            Our Story
          </h2>
          <Paragraphs text={site.aboutStory} />
        </section>
        <section aria-labelledby="involved" className="rounded-lg border border-rule bg-white p-6">
          <h2 id="involved" className="text-2xl font-semibold">
            Get Involved
          </h2>
          <p className="mt-3">
            Write for us, nominate a local hero, list your business or simply tell us what we are missing.
          </p>
          <ul className="mt-4 space-y-2 text-base">
            <li>
              <a
                href={`mailto:${CONTACT.email}`}
                className="inline-flex items-center gap-2 font-medium text-brand underline-offset-4 hover:underline"
              >
                <Mail className="h-4 w-4" aria-hidden="true" /> {CONTACT.email}
              </a>
            </li>
            <li>
              <a
                href={CONTACT.phoneHref}
                className="inline-flex items-center gap-2 font-medium text-brand underline-offset-4 hover:underline"
              >
                <Phone className="h-4 w-4" aria-hidden="true" /> {CONTACT.phone}
              </a>
            </li>
          </ul>
          <Link href="/submit" className={buttonClasses('primary', 'md', 'mt-6')}>
            Submit a Story
          </Link>
        </section>
      </div>
    </PageShell>
  );
}
