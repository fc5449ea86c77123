import { CheckCircle2 } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';

/** The wizard's last screen (spec 001): done, and off to the front page. */
export function SetupDone() {
  return (
    <Card className="p-8 text-center sm:p-12">
      <span className="mx-auto grid h-14 w-14 place-items-center rounded-full bg-brand-soft text-brand">
        <CheckCircle2 className="h-7 w-7" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-3xl font-bold">You're All Set!</h2>
      <p className="mx-auto mt-2 max-w-md text-muted">
        Your profile is ready. We will pick stories, businesses and events from your cities that match your interests.
      </p>
      <Link href="/" className={buttonClasses('primary', 'lg', 'mt-6')}>
        Start Exploring
      </Link>
    </Card>
  );
}
