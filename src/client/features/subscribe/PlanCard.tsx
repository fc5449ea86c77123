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
    </Card>
  );
}
