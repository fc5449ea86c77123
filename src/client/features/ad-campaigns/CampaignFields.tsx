import { AD_CAMPAIGN_SIZES, AD_FREQUENCIES, AD_PLACEMENTS } from '../../../shared/ad-campaigns';
import { CITIES, CITY_LABELS } from '../../../shared/cities';
import { inputClasses } from '../../components/ui/Input';
import { Field } from '../../components/ui/Field';
import { PhotoUpload } from '../../components/ui/PhotoUpload';
import { ChooseFromLibrary } from '../../components/media/ChooseFromLibrary';
import { selectClasses } from '../../components/ui/Input';
import type { CampaignErrors, CampaignValues } from './campaign-form';

type TextKey = Exclude<
  keyof CampaignValues,
  'adSize' | 'placement' | 'frequency' | 'targetCities' | 'needsCreativeService'
>;
const TEXT_FIELDS: { name: TextKey; label: string; type?: string; step?: string }[] = [
  { name: 'title', label: 'Campaign title' },
  { name: 'advertiserName', label: 'Advertiser name' },
  { name: 'advertiserEmail', label: 'Advertiser email', type: 'email' },
  { name: 'advertiserPhone', label: 'Advertiser phone', type: 'tel' },
  { name: 'targetUrl', label: 'Target URL', type: 'url' },
  { name: 'ctaText', label: 'Button text' },
  { name: 'backgroundColor', label: 'Background color', type: 'color' },
  { name: 'startDate', label: 'Start date', type: 'date' },
  { name: 'endDate', label: 'End date', type: 'date' },
  { name: 'budget', label: 'Budget ($)', type: 'number', step: '1' },
  { name: 'costPerClick', label: 'Cost per click ($)', type: 'number', step: '0.01' },
  { name: 'maxImpressions', label: 'Max impressions', type: 'number', step: '1' },
  { name: 'targetPages', label: 'Target pages (comma-separated)' },
];
const SELECTS = [
  { name: 'adSize', label: 'Ad size', options: AD_CAMPAIGN_SIZES },
  { name: 'placement', label: 'Placement', options: AD_PLACEMENTS },
  { name: 'frequency', label: 'Frequency', options: AD_FREQUENCIES },
] as const;

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

interface Props {
  values: CampaignValues;
  errors: CampaignErrors;
  onChange: (patch: Partial<CampaignValues>) => void;
  /** Where "Choose from library" looks: the whole library (staff) or the advertiser's own pictures. */
  librarySource?: 'staff' | 'own';
}

/** Every field of the campaign form (spec 001 section 3), each labelled with its error beside it. */
export function CampaignFields({ values, errors, onChange, librarySource = 'own' }: Props) {
  const toggleCity = (city: (typeof CITIES)[number], on: boolean) =>
    onChange({ targetCities: on ? [...values.targetCities, city] : values.targetCities.filter((c) => c !== city) });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {TEXT_FIELDS.map((f) => (
        <Field key={f.name} label={f.label} error={errors[f.name]}>
          {(p) => (
            <input
              {...p}
              type={f.type ?? 'text'}
              step={f.step}
              value={values[f.name]}
              onChange={(e) => onChange({ [f.name]: e.target.value })}
              className={`${inputClasses} h-11`}
            />
          )}
        </Field>
      ))}
      {SELECTS.map((s) => (
        <Field key={s.name} label={s.label} error={errors[s.name]}>
          {(p) => (
            <select
              {...p}
              value={values[s.name]}
              onChange={(e) => onChange({ [s.name]: e.target.value })}
              className={selectClasses}
            >
              {s.options.map((o) => (
                <option key={o} value={o}>
                  {capital(o)}
                </option>
              ))}
            </select>
          )}
        </Field>
      ))}
      <div className="sm:col-span-2">
        <Field label="Description" error={errors.description}>
          {(p) => (
            <textarea
              {...p}
              rows={3}
              value={values.description}
              onChange={(e) => onChange({ description: e.target.value })}
              className={inputClasses}
            />
          )}
        </Field>
      </div>
      <fieldset className="sm:col-span-2">
        <legend className="mb-2 text-sm font-semibold">Ad picture (optional)</legend>
        <PhotoUpload
          purpose="ad-creative"
          imageUrl={values.imageUrl}
          error={errors.imageUrl}
          onUploaded={(imageUrl) => onChange({ imageUrl })}
          onRemove={() => onChange({ imageUrl: '' })}
        />
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {/* Staff pick from the whole library; an advertiser from the pictures they uploaded for ads. */}
          <ChooseFromLibrary scope={librarySource} onPick={(item) => onChange({ imageUrl: item.url })} />
          <span className="text-xs text-muted">or use a picture uploaded before.</span>
        </div>
      </fieldset>
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold">Target cities</legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {CITIES.map((city) => (
            <label key={city} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand"
                checked={values.targetCities.includes(city)}
                onChange={(e) => toggleCity(city, e.target.checked)}
              />
              {CITY_LABELS[city]}
            </label>
          ))}
        </div>
        {errors.targetCities && <p className="mt-1 text-sm font-medium text-red-700">{errors.targetCities}</p>}
      </fieldset>
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand"
          checked={values.needsCreativeService}
          onChange={(e) => onChange({ needsCreativeService: e.target.checked })}
        />
        Add the creative service (we design the ad for you, $75)
      </label>
    </div>
  );
}
