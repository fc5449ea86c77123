import type { Path } from 'react-hook-form';
import {
  AD_CAMPAIGN_SIZES,
  AD_FREQUENCIES,
  AD_PLACEMENTS,
  type AdCampaignBuilderInput,
} from '../../../shared/ad-campaigns';
import { CITIES, CITY_LABELS } from '../../../shared/cities';
import { inputClasses, selectClasses } from '../../components/ui/Input';
import { Field } from '../../components/ui/Field';
import { AdPictureField } from './AdPictureField';
import { ChooseFromLibrary } from '../../components/media/ChooseFromLibrary';
import type { CampaignForm } from './campaign-form';

type Name = Path<AdCampaignBuilderInput>;
const TEXT_FIELDS: { name: Name; label: string; type?: string; step?: string }[] = [
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
  form: CampaignForm;
  /** Where "Choose from library" looks: the whole library (staff) or the advertiser's own pictures. */
  librarySource?: 'staff' | 'own';
}

/** Every field of the campaign form (spec 001 section 3), each labelled with its error beside it. */
export function CampaignFields({ form, librarySource = 'own' }: Props) {
  const { register, setValue, watch } = form;
  const errors = form.formState.errors;
  const cities = watch('targetCities');
  const imageUrl = watch('imageUrl') ?? '';
  const setImage = (url: string) => setValue('imageUrl', url, { shouldDirty: true });
  const toggleCity = (city: (typeof CITIES)[number], on: boolean) =>
    setValue('targetCities', on ? [...cities, city] : cities.filter((c) => c !== city), { shouldDirty: true });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {TEXT_FIELDS.map((f) => (
        <Field key={f.name} label={f.label} error={errors[f.name as keyof typeof errors]?.message}>
          {(p) => (
            <input
              {...p}
              type={f.type ?? 'text'}
              step={f.step}
              className={`${inputClasses} h-11`}
              {...register(f.name)}
            />
          )}
        </Field>
      ))}
      {SELECTS.map((s) => (
        <Field key={s.name} label={s.label} error={errors[s.name]?.message}>
          {(p) => (
            <select {...p} className={selectClasses} {...register(s.name)}>
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
        <Field label="Description" error={errors.description?.message}>
          {(p) => <textarea {...p} rows={3} className={inputClasses} {...register('description')} />}
        </Field>
      </div>
      <AdPictureField imageUrl={imageUrl} error={errors.imageUrl?.message} onChange={setImage}>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          {/* Staff pick from the whole library; an advertiser from the pictures they uploaded for ads. */}
          <ChooseFromLibrary scope={librarySource} onPick={(item) => setImage(item.url)} />
          <span className="text-xs text-muted">or use a picture uploaded before.</span>
        </div>
      </AdPictureField>
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold">Target cities</legend>
        <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
          {CITIES.map((city) => (
            <label key={city} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-4 w-4 accent-brand"
                checked={cities.includes(city)}
                onChange={(e) => toggleCity(city, e.target.checked)}
              />
              {CITY_LABELS[city]}
            </label>
          ))}
        </div>
        {errors.targetCities && <p className="mt-1 text-sm font-medium text-red-700">{errors.targetCities.message}</p>}
      </fieldset>
      <label className="flex items-center gap-2 text-sm sm:col-span-2">
        <input type="checkbox" className="h-4 w-4 accent-brand" {...register('needsCreativeService')} />
        Add the creative service (we design the ad for you, $75)
      </label>
    </div>
  );
}
