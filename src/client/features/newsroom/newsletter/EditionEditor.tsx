import type { AdminEditionDetail } from '../../../../shared/newsletter';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { FormAlert } from '../../../components/ui/FormField';
import { Input, inputClasses } from '../../../components/ui/Input';
import { toast } from '../../../components/ui/use-toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCandidates, useUpdateEdition } from './api';
import { sameDraft, toDraft, type EditionDraft } from './edition-draft';
import { EditionActions } from './EditionActions';
import { PicksFieldset, SpotlightFieldset } from './PicksFieldset';
import { pickOptions } from './pick-options';
import { toastFailure } from './server-errors';

type PickList = 'featuredArticles' | 'featuredEvents' | 'featuredBusinesses';

/** Texts and picks of a draft or scheduled edition, then what can be done with it once saved. */
export function EditionEditor({ edition, recipients }: { edition: AdminEditionDetail; recipients?: number }) {
  const candidates = useCandidates(edition.city);
  const update = useUpdateEdition(edition.id);
  const options = pickOptions(edition, candidates.data);
  const { form, formError, setFormError, showFailure, preload } = useZodForm({
    schema: () => import('../../../../shared/newsletter').then((m) => m.editionUpdateSchema),
    defaultValues: toDraft(edition),
  });
  const { errors } = form.formState;
  const draft = form.watch() as EditionDraft;
  const dirty = !sameDraft(draft, toDraft(edition));
  const pick = (name: PickList) => ({
    name,
    selected: draft[name],
    error: errors[name]?.message,
    onChange: (ids: string[]) => form.setValue(name, ids, { shouldDirty: true }),
  });

  const save = form.handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      const saved = await update.mutateAsync(body);
      form.reset(toDraft(saved));
      toast({ title: 'Edition saved', description: 'Your changes are in the preview.' });
    } catch (error) {
      showFailure(error, 'Could not save the edition');
      toastFailure('Could not save the edition', error);
    }
  });

  return (
    <div className="space-y-8">
      <form aria-label="Edit edition" noValidate onSubmit={(e) => void save(e)} onFocus={preload} className="space-y-6">
        <FormAlert message={formError} />
        <Field id="title" label="Title" error={errors.title?.message} announce className="space-y-1">
          {(p) => <Input {...p} {...form.register('title')} />}
        </Field>
        <Field id="subject" label="Subject line" error={errors.subject?.message} announce className="space-y-1">
          {(p) => <Input {...p} {...form.register('subject')} />}
        </Field>
        <Field id="content" label="Intro text" error={errors.content?.message} announce className="space-y-1">
          {(p) => <textarea {...p} rows={5} className={inputClasses} {...form.register('content')} />}
        </Field>
        {candidates.isError && (
          <p role="alert" className="text-sm text-red-700">
            The items to pick from could not be loaded. Current picks are shown.
          </p>
        )}
        <div className="grid gap-6 xl:grid-cols-2">
          <PicksFieldset legend="Featured articles" options={options.articles} {...pick('featuredArticles')} />
          <PicksFieldset legend="Featured events" options={options.events} {...pick('featuredEvents')} />
          <PicksFieldset legend="Featured businesses" options={options.businesses} {...pick('featuredBusinesses')} />
          <SpotlightFieldset
            options={options.spotlights}
            selected={draft.featuredSpotlight}
            error={errors.featuredSpotlight?.message}
            onChange={(id) => form.setValue('featuredSpotlight', id, { shouldDirty: true })}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={form.formState.isSubmitting || !dirty}>
            {form.formState.isSubmitting ? 'Saving...' : 'Save changes'}
          </Button>
          {dirty && (
            <Button
              variant="ghost"
              onClick={() => {
                form.reset(toDraft(edition));
                setFormError(undefined);
              }}
            >
              Discard changes
            </Button>
          )}
        </div>
      </form>
      <EditionActions edition={edition} recipients={recipients} unsaved={dirty} />
    </div>
  );
}
