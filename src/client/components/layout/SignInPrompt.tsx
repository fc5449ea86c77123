import { LogIn } from 'lucide-react';
import { signIn } from '../../lib/auth';
import { Button } from '../ui/Button';
import { Card } from '../ui/Card';

/** For pages that need an account: says why, and offers the sign-in navigation. */
export function SignInPrompt({
  title,
  children,
  cta = 'Sign In',
  headingLevel: Heading = 'h2',
}: {
  title: string;
  children: string;
  cta?: string;
  /** h1 where the prompt stands in for the whole page (the staff area signed out). */
  headingLevel?: 'h1' | 'h2';
}) {
  return (
    <Card className="mx-auto max-w-lg p-8 text-center">
      <span className="mx-auto grid h-12 w-12 place-items-center rounded-full bg-brand-soft text-brand">
        <LogIn className="h-6 w-6" aria-hidden="true" />
      </span>
      <Heading className="mt-4 text-2xl font-semibold">{title}</Heading>
      <p className="mt-2 text-muted">{children}</p>
      <Button size="lg" className="mt-6" onClick={signIn}>
        {cta}
      </Button>
    </Card>
  );
}
