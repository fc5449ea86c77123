import { Link } from 'wouter';
import { CheckCircle2, Circle } from 'lucide-react';
import type { SetupStep } from '../../../../shared/newsroom/dashboard';

/** A new site's first steps, each ticked when done; gone once every one is. */
export function SetupChecklist({ steps }: { steps: SetupStep[] }) {
  const left = steps.filter((s) => !s.done).length;
  if (left === 0) return null;
  return (
    <section aria-labelledby="setup-heading" className="rounded-lg border border-brand/30 bg-brand-soft/40 p-4 sm:p-5">
      <h2 id="setup-heading" className="text-xl font-semibold">
        Set up your site
      </h2>
      <p className="mt-1 text-sm text-muted">
        {left} of {steps.length} steps left.
      </p>
      <ol className="mt-3 space-y-3">
        {steps.map((s) => (
          <li key={s.step} className="flex gap-3">
            {s.done ? (
              <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-green-700" aria-label="Done" />
            ) : (
              <Circle className="mt-0.5 h-5 w-5 shrink-0 text-muted" aria-label="To do" />
            )}
            <div>
              {s.href && !s.done ? (
                <Link href={s.href} className="font-semibold text-brand hover:underline">
                  {s.label}
                </Link>
              ) : (
                <span className={s.done ? 'text-muted line-through' : 'font-semibold'}>{s.label}</span>
              )}
              {!s.done && <p className="text-sm text-muted">{s.hint}</p>}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
