import { Link } from 'wouter';
import { StaffPage } from '../../../components/staff/StaffLayout';
import { NewsletterDesk } from './NewsletterDesk';

/** /admin/newsletter: staff draft, preview, schedule and send each city's weekly edition. */
export default function AdminNewsletterPage() {
  return (
    <StaffPage
      title="Newsletter Editions"
      description={
        <>
          Draft, preview, schedule and send the weekly newsletter for each city.{' '}
          <Link href="/newsletter" className="text-brand underline underline-offset-4 hover:text-brand-dark">
            See the public archive
          </Link>
        </>
      }
    >
      <NewsletterDesk />
    </StaffPage>
  );
}
