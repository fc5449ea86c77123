import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { SEO_LIMITS, slugify } from '../../../../../shared/newsroom/seo';
import { SITE_NAME, pageTitle } from '../../../../../shared/seo';
import { ImageUpload } from '../../../../components/staff/ImageUpload';
import { Field } from '../../../../components/ui/Field';
import { inputClasses } from '../../../../components/ui/Input';
import type { FormValues } from '../fields/ContentFields';

interface SeoSectionProps {
  control: Control<FormValues>;
  register: UseFormRegister<FormValues>;
  errors: FieldErrors<FormValues>;
  setSlug: (slug: string) => void;
  onChange: () => void;
}

const messageOf = (errors: FieldErrors<FormValues>, name: string) => {
  const m = errors[name]?.message ?? (errors[name] as unknown as { message?: string }[] | undefined)?.[0]?.message;
  return typeof m === 'string' ? m : undefined;
};

/** "12 / 70", in red past the limit. */
function Count({ value, max, id }: { value: string; max: number; id: string }) {
  const over = value.length > max;
  return (
    <p
      id={id}
      aria-live="polite"
      className={`text-right text-xs ${over ? 'font-semibold text-red-700' : 'text-muted'}`}
    >
      {value.length} / {max} characters
    </p>
  );
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * How the story is found and shared: its address, what a search result and a shared card say, the
 * picture they show, tags, and the original's address for a piece first published elsewhere.
 */
export function SeoSection({ control, register, errors, setSlug, onChange }: SeoSectionProps) {
  const watched = useWatch({ control, name: ['title', 'excerpt', 'slug', 'metaTitle', 'metaDescription'] });
  const [title, excerpt, slug, metaTitle, metaDescription] = [0, 1, 2, 3, 4].map((i) => text(watched[i])) as [
    string,
    string,
    string,
    string,
    string,
  ];
  const shownTitle = metaTitle || pageTitle(title || 'Headline');
  const shownDescription = metaDescription || excerpt;
  return (
    <section
      aria-labelledby="seo-heading"
      className="space-y-4 rounded-lg border border-rule bg-white p-4 shadow-sm"
      onChange={onChange}
    >
      <h2 id="seo-heading" className="font-sans text-sm font-semibold tracking-wide uppercase">
        SEO &amp; sharing
      </h2>
      <div>
        <Field
          label="Slug"
          error={messageOf(errors, 'slug')}
          hint={`The story’s address: /articles/${slug || 'its-id'}. A former slug keeps working and leads here.`}
        >
          {(p) => (
            <input {...p} className={`${inputClasses} h-11`} placeholder="new-bakery-on-main" {...register('slug')} />
          )}
        </Field>
        <button
          type="button"
          className="mt-1 text-xs font-medium text-brand hover:underline disabled:text-muted"
          disabled={!title.trim()}
          onClick={() => {
            setSlug(slugify(title));
            onChange();
          }}
        >
          Make the slug from the headline
        </button>
      </div>
      <div>
        <Field label="Meta title" error={messageOf(errors, 'metaTitle')}>
          {(p) => (
            <input
              {...p}
              aria-describedby={[p['aria-describedby'], 'meta-title-count'].filter(Boolean).join(' ')}
              className={`${inputClasses} h-11`}
              placeholder="The headline when left empty"
              {...register('metaTitle')}
            />
          )}
        </Field>
        <Count id="meta-title-count" value={metaTitle} max={SEO_LIMITS.metaTitle} />
      </div>
      <div>
        <Field label="Meta description" error={messageOf(errors, 'metaDescription')}>
          {(p) => (
            <textarea
              {...p}
              aria-describedby={[p['aria-describedby'], 'meta-description-count'].filter(Boolean).join(' ')}
              rows={3}
              className={inputClasses}
              placeholder="The excerpt when left empty"
              {...register('metaDescription')}
            />
          )}
        </Field>
        <Count id="meta-description-count" value={metaDescription} max={SEO_LIMITS.metaDescription} />
      </div>
      <figure className="rounded-md border border-rule bg-stone-50 p-3" aria-label="Search result preview">
        <figcaption className="mb-1 text-xs font-semibold text-muted">In a search result</figcaption>
        <p className="truncate text-xs text-stone-600">
          {SITE_NAME} › articles › {slug || '…'}
        </p>
        <p className="line-clamp-1 text-base break-words text-blue-800">{shownTitle}</p>
        <p className="line-clamp-2 text-sm break-words text-stone-700">
          {shownDescription || 'Add an excerpt or a meta description.'}
        </p>
      </figure>
      <Controller
        control={control}
        name="socialImageUrl"
        render={({ field }) => (
          <ImageUpload
            label="Social image"
            value={(field.value as string | null) ?? ''}
            onChange={(img) => {
              field.onChange(img?.imageUrl ?? null);
              onChange();
            }}
            error={messageOf(errors, 'socialImageUrl')}
          />
        )}
      />
      <p className="-mt-2 text-xs text-muted">
        The cover is shown when shared, unless you choose another picture here.
      </p>
      <Controller
        control={control}
        name="tags"
        render={({ field }) => (
          <Field
            label="Tags"
            error={messageOf(errors, 'tags')}
            hint={`Separated by commas, up to ${SEO_LIMITS.tags}. Each links to a search for it.`}
          >
            {(p) => (
              <input
                {...p}
                className={`${inputClasses} h-11`}
                defaultValue={((field.value as string[] | null) ?? []).join(', ')}
                onChange={(e) =>
                  field.onChange(
                    e.target.value
                      .split(',')
                      .map((t) => t.trim())
                      .filter(Boolean),
                  )
                }
                onBlur={field.onBlur}
              />
            )}
          </Field>
        )}
      />
      <Field
        label="Canonical address"
        error={messageOf(errors, 'canonicalUrl')}
        hint="Only for a story first published elsewhere: the original’s https:// address."
      >
        {(p) => (
          <input
            {...p}
            type="url"
            className={`${inputClasses} h-11`}
            placeholder="https://"
            {...register('canonicalUrl')}
          />
        )}
      </Field>
    </section>
  );
}
