import { Link } from 'wouter';
import { Check, Circle, X } from 'lucide-react';
import type { MySubmission } from '../../../shared/my-submissions';
import { DateTime } from '../../components/ui/DateTime';
import { cn } from '../../lib/cn';

interface Step {
  label: string;
  state: 'done' | 'current' | 'todo' | 'failed';
  /** When the step happened (an ISO instant), shown beside it. */
  on?: string;
  link?: string;
}

/** Received, in review, then approved and published (or being prepared), or rejected with the note. */
export function stepsOf(s: MySubmission): Step[] {
  const reviewed = s.reviewedAt ?? undefined;
  const steps: Step[] = [
    { label: 'Received', state: 'done', on: s.submittedAt },
    { label: 'In review', state: s.state === 'in_review' ? 'current' : 'done' },
  ];
  if (s.state === 'rejected') {
    steps.push({ label: 'Not published', state: 'failed', on: reviewed });
    return steps;
  }
  steps.push({ label: 'Approved', state: s.state === 'in_review' ? 'todo' : 'done', on: reviewed });
  if (s.kind === 'contributor') return steps;
  if (s.state === 'published') steps.push({ label: 'Published', state: 'done', link: s.url ?? undefined });
  else if (s.state === 'preparing') steps.push({ label: 'Approved, being prepared', state: 'current' });
  else steps.push({ label: 'Published', state: s.state === 'approved' ? 'done' : 'todo' });
  return steps;
}

const icons = { done: Check, current: Circle, todo: Circle, failed: X };

export function Timeline({ submission }: { submission: MySubmission }) {
  return (
    <ol className="flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label="Status">
      {stepsOf(submission).map((step) => {
        const Icon = icons[step.state];
        return (
          <li
            key={step.label}
            className="flex items-center gap-1.5"
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <Icon
              aria-hidden="true"
              className={cn(
                'h-4 w-4',
                step.state === 'done' && 'text-accent-green',
                step.state === 'current' && 'fill-brand text-brand',
                step.state === 'todo' && 'text-stone-300',
                step.state === 'failed' && 'text-red-700',
              )}
            />
            <span className={cn(step.state === 'todo' ? 'text-muted' : 'font-medium text-ink')}>
              {step.link ? (
                <Link href={step.link} className="text-brand underline underline-offset-2">
                  {step.label}: view it
                </Link>
              ) : (
                step.label
              )}
            </span>
            {step.on && <DateTime value={step.on} className="text-muted" />}
            <span className="sr-only">
              {step.state === 'todo' ? '(not yet)' : step.state === 'current' ? '(now)' : ''}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
