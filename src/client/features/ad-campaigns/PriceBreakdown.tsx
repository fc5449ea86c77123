import {
  campaignRun,
  formatUsd,
  SIZE_PRICING,
  PLACEMENT_MULTIPLIER,
  FREQUENCY_MULTIPLIER,
  type PriceBreakdown as Breakdown,
  type PriceInput,
} from '../../../shared/ad-campaigns';

/** The price as it is built up (spec 001 section 9), live as the form changes. */
export function PriceBreakdown({ values, price }: { values: PriceInput; price: Breakdown }) {
  const size = SIZE_PRICING[values.adSize];
  const rows: [string, string][] = [
    [`Base price (${values.adSize})`, `${formatUsd(size.base)} × ${size.multiplier}`],
    [`Placement (${values.placement})`, `× ${PLACEMENT_MULTIPLIER[values.placement]}`],
    [`Frequency (${values.frequency})`, `× ${FREQUENCY_MULTIPLIER[values.frequency]}`],
    ['Price per day', formatUsd(price.perDay)],
    ['Days', String(price.days)],
    ['Subtotal', formatUsd(price.subtotal)],
  ];
  const run = campaignRun(values.startDate, values.endDate);
  if (run) rows.splice(5, 0, ['Shown', run.days === 1 ? run.firstDay : `${run.firstDay} to ${run.lastDay}`]);
  if (values.needsCreativeService) rows.push(['Creative service', formatUsd(price.creativeFee)]);
  return (
    <section aria-labelledby="price-heading" className="rounded-lg border border-rule bg-white p-5 shadow-sm">
      <h2 id="price-heading" className="font-serif text-xl font-bold">
        Price Breakdown
      </h2>
      <dl className="mt-3 space-y-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-muted">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-rule pt-2 text-base">
          <dt className="font-semibold">Total</dt>
          <dd className="font-bold text-brand" data-testid="campaign-total">
            {formatUsd(price.total)}
          </dd>
        </div>
      </dl>
      {price.days <= 0 && (
        <p className="mt-2 text-sm text-muted">Choose a start date and a later end date to see the total.</p>
      )}
      <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-muted">
        <li>
          You pay for each day your ad is shown: from the start date up to the day before the end date, when it stops.
          For one day, choose the next day as the end date.
        </li>
        <li>
          Frequency sets your share of the ad spaces: weekly ads are shown about 80% and monthly ads about 60% as often
          as daily ones, as their prices are.
        </li>
        <li>The budget pays for clicks (at your cost per click) and can be at most the total.</li>
      </ul>
    </section>
  );
}
