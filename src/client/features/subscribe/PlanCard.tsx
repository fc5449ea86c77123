import { Check } from 'lucide-react';
import { Card } from '../../components/ui/Card';
import { PREMIUM_PRICE_LABEL } from '../../../shared/billing';

/** Spec 001 /subscribe: every benefit of the one plan. */
export const BENEFITS = [
  'Upload and submit photos',
  'Write and submit articles',
  'Post events and business listings',
  'Contributor payment opportunities',
  'Weekly newsletter included',
  'Chance of social media promotion',
];

/** What free and premium members may do, said the same way wherever membership is offered. */
export const FREE_AND_PREMIUM =
  'A free account already lets you write and submit stories, events, listings and nominations; every submission is reviewed by our editors. Premium adds photo uploads and the other benefits above.';

export function PlanCard() {
  return (
    <Card className="overflow-hidden">
      <div className="bg-brand px-6 py-5 text-white">
        <h2 className="text-2xl font-semibold">Premium Plan</h2>
        <p className="mt-1">
          <span className="font-serif text-4xl font-bold">{PREMIUM_PRICE_LABEL}</span>/month · cancel anytime
        </p>
      </div>
      <ul className="space-y-3 p-6">
        {BENEFITS.map((benefit) => (
          <li key={benefit} className="flex items-start gap-3">
            <Check className="mt-0.5 h-5 w-5 shrink-0 text-accent-green" aria-hidden="true" />
            {benefit}
          </li>
        ))}
      </ul>
      {/* The same words as the home page's carousel and /submit: what a free account already does. */}
      <p className="border-t border-rule px-6 py-4 text-sm text-muted">{FREE_AND_PREMIUM}</p>
    </Card>
  );
}
