import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type BadgeTone = 'brand' | 'green' | 'orange' | 'blue' | 'neutral';

const tones: Record<BadgeTone, string> = {
  brand: 'bg-brand-soft text-brand',
  green: 'bg-green-50 text-accent-green',
  orange: 'bg-orange-50 text-accent-orange',
  blue: 'bg-blue-50 text-accent-blue',
  neutral: 'bg-stone-100 text-muted',
};

export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
