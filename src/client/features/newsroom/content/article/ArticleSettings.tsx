import { Link } from 'wouter';
import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { CITIES, CITY_LABELS } from '../../../../../shared/cities';
import { ImageUpload } from '../../../../components/staff/ImageUpload';
import { Field } from '../../../../components/ui/Field';
import { inputClasses, selectClasses } from '../../../../components/ui/Input';
import { useCategories } from '../api';
import type { FormValues } from '../fields/ContentFields';
import { NeighbourhoodField } from '../fields/NeighbourhoodField';

interface ArticleSettingsProps {
  control: Control<FormValues>;
  register: UseFormRegister<FormValues>;
  /** A picture chosen from the library brings its alt text (kept when the field already has some). */
  takeAltText?: (alt: string) => void;
  errors: FieldErrors<FormValues>;
  onChange: () => void;
}

const messageOf = (errors: FieldErrors<FormValues>, name: string) => {
  const m = errors[name]?.message;
  return typeof m === 'string' ? m : undefined;
};

/** The story's settings beside the text: where and under what it runs, who wrote it, its cover. */
export function ArticleSettings({ control, register, errors, onChange, takeAltText }: ArticleSettingsProps) {
  const categories = useCategories();
  const names = (categories.data ?? []).filter((c) => c.type === 'article').map((c) => c.name);
  return (
    <section
      aria-labelledby="settings-heading"
      className="space-y-4 rounded-lg border border-rule bg-white p-4 shadow-sm"
      onChange={onChange}
    >
      <h2 id="settings-heading" className="font-sans text-sm font-semibold tracking-wide uppercase">
        Story settings
      </h2>
      <Field label="City" error={messageOf(errors, 'city')}>
        {(p) => (
          <select {...p} className={selectClasses} {...register('city')}>
            {CITIES.map((c) => (
              <option key={c} value={c}>
                {CITY_LABELS[c]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <NeighbourhoodField control={control} errors={errors} />
      <div>
        {/* Controlled: the choices arrive after the form, and the stored one must still show. */}
        <Controller
          control={control}
          name="category"
          render={({ field }) => {
            const value = (field.value as string | null) ?? '';
            const choices = value && !names.includes(value) ? [value, ...names] : names;
            return (
              <Field label="Category" error={messageOf(errors, 'category')}>
                {(p) => (
                  <select
                    {...p}
                    className={selectClasses}
                    value={value}
                    onChange={(e) => field.onChange(e.target.value || null)}
                    onBlur={field.onBlur}
                  >
                    <option value="">Choose a category…</option>
                    {choices.map((name) => (
                      <option key={name} value={name}>
                        {name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            );
          }}
        />
        <Link href="/admin/categories" className="mt-1 inline-block text-xs font-medium text-brand hover:underline">
          Manage categories
        </Link>
      </div>
      <Field label="Author" error={messageOf(errors, 'author')}>
        {(p) => (
          <input
            {...p}
            placeholder="Your name when left empty"
            className={`${inputClasses} h-11`}
            {...register('author')}
          />
        )}
      </Field>
      <div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="h-4 w-4 accent-brand"
            aria-describedby="featured-hint"
            {...register('featured')}
          />
          Featured
        </label>
        <p id="featured-hint" className="mt-0.5 pl-6 text-xs text-muted">
          The cover story of its city’s front page.
        </p>
      </div>
      <Controller
        control={control}
        name="imageUrl"
        render={({ field }) => (
          <ImageUpload
            label="Cover image"
            value={(field.value as string | null) ?? ''}
            onChange={(img) => {
              field.onChange(img?.imageUrl ?? null);
              if (img?.altText) takeAltText?.(img.altText);
              onChange();
            }}
            error={messageOf(errors, 'imageUrl')}
            requireAlt
          />
        )}
      />
      <Field label="Cover image alt text" error={messageOf(errors, 'imageAlt')}>
        {(p) => (
          <textarea
            {...p}
            rows={2}
            placeholder="What the picture shows, for readers who cannot see it"
            className={inputClasses}
            {...register('imageAlt')}
          />
        )}
      </Field>
    </section>
  );
}
