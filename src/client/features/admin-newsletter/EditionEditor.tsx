import { useState, type FormEvent } from 'react';
import type { AdminEditionDetail } from '../../../shared/newsletter';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Input, inputClasses } from '../../components/ui/Input';
import { toast } from '../../components/ui/use-toast';
import { useCandidates, useUpdateEdition } from './api';
import { draftErrors, sameDraft, toDraft, type EditionDraft } from './edition-draft';
import { EditionActions } from './EditionActions';
import { PicksFieldset, SpotlightFieldset } from './PicksFieldset';
import { pickOptions } from './pick-options';
import { readError } from '../../lib/api';
import { toastFailure, type FieldErrors } from './server-errors';

/** Texts and picks of a draft or scheduled edition, then what can be done with it once saved. */
export function EditionEditor({ edition, recipients }: { edition: AdminEditionDetail; recipients?: number }) {
  const [draft, setDraft] = useState<EditionDraft>(() => toDraft(edition));
  const [errors, setErrors] = useState<FieldErrors>({});
  const candidates = useCandidates(edition.city);
  const update = useUpdateEdition(edition.id);
  const options = pickOptions(edition, candidates.data);
  const dirty = !sameDraft(draft, toDraft(edition));

  const set = <K extends keyof EditionDraft>(key: K, value: EditionDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(draft, {
      onSuccess: (saved) => {
        setDraft(toDraft(saved));
        toast({ title: 'Edition saved', description: 'Your changes are in the preview.' });
      },
      onError: (error) => {
        setErrors(readError(error).fieldErrors);
        toastFailure('Could not save the edition', error);
      },
    });
  };

  return (
    <div className="space-y-8">
      <form aria-label="Edit edition" noValidate onSubmit={save} className="space-y-6">
        <Field id="title" label="Title" error={errors.title} announce className="space-y-1">
          {(p) => <Input {...p} value={draft.title} onChange={(e) => set('title', e.target.value)} />}
        </Field>
        <Field id="subject" label="Subject line" error={errors.subject} announce className="space-y-1">
          {(p) => <Input {...p} value={draft.subject} onChange={(e) => set('subject', e.target.value)} />}
        </Field>
        <Field id="content" label="Intro text" error={errors.content} announce className="space-y-1">
          {(p) => (
            <textarea
              {...p}
              rows={5}
              className={inputClasses}
              value={draft.content}
              onChange={(e) => set('content', e.target.value)}
            />
          )}
        </Field>
        {candidates.isError && (
          <p role="alert" className="text-sm text-red-700">
            The items to pick from could not be loaded. Current picks are shown.
          </p>
        )}
        <div className="grid gap-6 xl:grid-cols-2">
          <PicksFieldset
            name="featuredArticles"
            legend="Featured articles"
            options={options.articles}
            selected={draft.featuredArticles}
            error={errors.featuredArticles}
            onChange={(ids) => set('featuredArticles', ids)}
          />
          <PicksFieldset
            name="featuredEvents"
            legend="Featured events"
            options={options.events}
            selected={draft.featuredEvents}
            error={errors.featuredEvents}
            onChange={(ids) => set('featuredEvents', ids)}
          />
          <PicksFieldset
            name="featuredBusinesses"
            legend="Featured businesses"
            options={options.businesses}
            selected={draft.featuredBusinesses}
            error={errors.featuredBusinesses}
            onChange={(ids) => set('featuredBusinesses', ids)}
          />
          <SpotlightFieldset
            options={options.spotlights}
            selected={draft.featuredSpotlight}
            error={errors.featuredSpotlight}
            onChange={(id) => set('featuredSpotlight', id)}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={update.isPending || !dirty}>
            {update.isPending ? 'Saving...' : 'Save changes'}
          </Button>
          {dirty && (
            <Button
              variant="ghost"
              onClick={() => {
                setDraft(toDraft(edition));
                setErrors({});
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
