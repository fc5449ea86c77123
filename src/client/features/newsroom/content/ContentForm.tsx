import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useLocation } from 'wouter';
import type { AdminContentItem, ContentKind } from '../../../../shared/newsroom';
import { contentEditPath } from '../../../components/staff/staff-nav';
import { Field } from '../../../components/ui/Field';
import { selectClasses } from '../../../components/ui/Input';
import { toast } from '../../../components/ui/use-toast';
import { readError } from '../../../lib/api';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateContent, useUpdateContent } from './api';
import { ArtistMedia } from './artist/ArtistMedia';
import { CONTENT_FORM_FIELDS } from './content-fields';
import { ContentFields, type FormValues } from './fields/ContentFields';
import { formDefaults, payloadOf } from './form-values';
import { cityChoices } from './kind-config';
import { PiecePayment } from './PiecePayment';
import { NeighbourhoodField } from './fields/NeighbourhoodField';

/** The kinds placed in a neighbourhood of their city (articles: ArticleSettings). */
const PLACED_KINDS = new Set<ContentKind>(['businesses', 'events']);
import { PublishPanel, SUCCESS_TITLES, publishDateProblem, statusFor, type PublishAction } from './PublishPanel';

interface ContentFormProps {
  kind: Exclude<ContentKind, 'articles'>;
  item?: AdminContentItem;
  onCreated: (id: string) => void;
}

/** The create/edit form of every kind but articles, validated with the shared schema. */
export function ContentForm({ kind, item, onCreated }: ContentFormProps) {
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<PublishAction | null>(null);
  const create = useCreateContent(kind);
  const update = useUpdateContent(kind, item?.id ?? '');
  const { form } = useZodForm({
    schema: () =>
      import('../../../../shared/newsroom/content').then(
        (m) => m.contentCreateSchemas[kind] as unknown as z.ZodType<FormValues, FormValues>,
      ),
    defaultValues: formDefaults(kind, item, 'rochester'),
  });
  const { control, register, setValue, setError, clearErrors, formState } = form;
  const publishDate = (useWatch({ control, name: 'publishDate' }) as string | null) ?? null;

  const act = (action: PublishAction) => {
    const problem = publishDateProblem(action, publishDate);
    if (problem) {
      setError('publishDate', { message: problem });
      return;
    }
    clearErrors('publishDate');
    setValue('status', statusFor(action, item?.status ?? null));
    if (action === 'publish' && publishDate && new Date(publishDate).getTime() > Date.now()) {
      setValue('publishDate', new Date().toISOString());
    }
    void form.handleSubmit(
      async (values) => {
        setPending(action);
        try {
          const body = payloadOf(values);
          const saved = item ? await update.mutateAsync(body) : await create.mutateAsync(body);
          toast({ title: SUCCESS_TITLES[action], description: `“${saved.title}”` });
          form.reset(formDefaults(kind, saved, saved.city));
          if (!item) {
            onCreated(saved.id);
            navigate(contentEditPath(kind, saved.id), { replace: true });
          }
        } catch (error) {
          const failure = readError(error, 'Please try again.');
          for (const [path, message] of Object.entries(failure.fieldErrors)) setError(path, { message });
          toast({ variant: 'destructive', title: 'Not saved', description: failure.message });
        } finally {
          setPending(null);
        }
      },
      () => toast({ variant: 'destructive', title: 'Not saved', description: 'Please correct the marked fields.' }),
    )();
  };

  const publishDateError = formState.errors.publishDate?.message;
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]">
      <form
        aria-label={item ? `Edit ${item.title}` : 'New item'}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          act('update');
        }}
        className="space-y-6 rounded-lg border border-rule bg-white p-4 sm:p-6"
      >
        <ContentFields
          kind={kind}
          fields={CONTENT_FORM_FIELDS[kind]}
          control={control}
          register={register}
          errors={formState.errors}
        />
      </form>
      <aside aria-label="Publishing" className="space-y-4 xl:sticky xl:top-24 xl:self-start">
        <PublishPanel
          status={item?.status ?? null}
          isPublic={item?.isPublic ?? false}
          publishDate={publishDate}
          onPublishDateChange={(iso) => setValue('publishDate', iso, { shouldDirty: true })}
          publishDateError={typeof publishDateError === 'string' ? publishDateError : undefined}
          pending={pending}
          onAction={act}
        >
          <Field label="City" error={formState.errors.city?.message as string | undefined}>
            {(p) => (
              <select {...p} className={selectClasses} {...register('city')}>
                {cityChoices(kind).map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {PLACED_KINDS.has(kind) && <NeighbourhoodField control={control} errors={formState.errors} />}
        </PublishPanel>
        {item && <PiecePayment kind={kind} id={item.id} />}
      </aside>
      {kind === 'artists' && item && (
        <div className="xl:col-span-2">
          <ArtistMedia artistId={item.id} />
        </div>
      )}
    </div>
  );
}
