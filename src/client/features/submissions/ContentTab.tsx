import { useEffect, useRef } from 'react';
import type { ContentSubmissionInput } from '../../../shared/submissions';
import { SUBMIT_URLS } from './api';
import { FormFields, type FieldDef } from './FormFields';
import { cityOptions, contentTypeOptions, eventCategoryOptions } from './options';
import { PhotoUpload } from '../../components/ui/PhotoUpload';
import { SubmitFormCard } from './SubmitFormCard';
import { UploadGate } from './UploadGate';
import { useSubmitForm } from './use-submit-form';
import { useContentDraft } from './use-content-draft';
import { Button } from '../../components/ui/Button';
import type { Submitter } from './submitter';
import { neighbourhoodOptions } from '../../lib/neighbourhood-options';

const fields: FieldDef<ContentSubmissionInput>[] = [
  { name: 'type', label: 'Content type', kind: 'select', options: contentTypeOptions },
  { name: 'city', label: 'City', kind: 'select', options: cityOptions },
  { name: 'title', label: 'Title', wide: true },
  { name: 'description', label: 'Brief description', kind: 'textarea', rows: 3 },
  { name: 'content', label: 'Full content', kind: 'textarea', rows: 8 },
];
/** What the events list shows; without them an approved event waits for our editors to add them. */
const eventFields: FieldDef<ContentSubmissionInput>[] = [
  { name: 'eventDate', label: 'Event date', kind: 'date' },
  { name: 'eventTime', label: 'Event time', placeholder: '7:00 PM' },
  { name: 'location', label: 'Location', placeholder: 'Venue and address', wide: true },
  {
    name: 'price',
    label: 'Ticket price in dollars (optional)',
    placeholder: '0 for a free event',
    inputMode: 'decimal',
  },
  { name: 'category', label: 'Kind of event (optional)', kind: 'select', options: eventCategoryOptions },
];
/** Events and stories may say where in the city they are (the choices follow the city chosen). */
const PLACED_TYPES = new Set(['event', 'article']);
const neighbourhoodField = (city: string): FieldDef<ContentSubmissionInput> => ({
  name: 'neighbourhood',
  label: 'Neighbourhood (optional)',
  kind: 'select',
  options: neighbourhoodOptions(city),
});
const senderFields: FieldDef<ContentSubmissionInput>[] = [
  { name: 'submitterName', label: 'Your name', autoComplete: 'name' },
  { name: 'submitterEmail', label: 'Your email', kind: 'email', autoComplete: 'email' },
];

export function ContentTab({ submitter }: { submitter: Submitter }) {
  // The draft being written, if any: sending it goes to its own address (see useContentDraft).
  const sending = useRef({ url: (): string => SUBMIT_URLS.content, after: () => {} });
  const { form, onSubmit, isPending } = useSubmitForm({
    schema: () => import('../../../shared/submissions').then((m) => m.contentSubmissionSchema),
    defaults: {
      type: 'article',
      city: 'rochester',
      title: '',
      description: '',
      content: '',
      submitterName: submitter.name,
      submitterEmail: submitter.email,
      status: 'pending',
      imageUrl: '',
      eventDate: '',
      eventTime: '',
      location: '',
      price: '',
      category: '',
      neighbourhood: '',
    },
    url: () => sending.current.url(),
    onSent: () => sending.current.after(),
    success: {
      title: 'Content Submitted!',
      description: 'Thank you! Our editors will review your submission shortly.',
    },
    failure: () => ({
      title: 'Submission Failed',
      description: 'There was an error submitting your content. Please try again.',
    }),
  });
  const draft = useContentDraft(form);
  useEffect(() => {
    sending.current = { url: draft.sendUrl, after: draft.afterSent };
  });
  const type = form.watch('type');
  const city = form.watch('city') ?? 'rochester';
  // A neighbourhood belongs to one city: choosing another city clears it.
  useEffect(() => {
    const chosen = form.getValues('neighbourhood');
    if (chosen && !neighbourhoodOptions(city).some((o) => o.value === chosen)) form.setValue('neighbourhood', '');
  }, [city, form]);
  const imageUrl = form.watch('imageUrl') ?? '';
  const { errors } = form.formState;
  return (
    <SubmitFormCard
      title="Submit Content"
      intro="Articles, events, music, artists, fashion, marketplace finds and resources for your city."
      submitLabel="Submit Content"
      onSubmit={onSubmit}
      isPending={isPending}
      secondary={
        <Button
          type="button"
          variant="outline"
          size="lg"
          onClick={() => void draft.saveDraft()}
          disabled={draft.saving}
        >
          {draft.saving ? 'Saving...' : 'Save draft'}
        </Button>
      }
    >
      {draft.missing && (
        <p role="alert" className="rounded-md bg-paper p-3 text-sm">
          That draft could not be opened: it may have been sent for review or deleted. You can start a new piece here.
        </p>
      )}
      {draft.draftId && (
        <p className="rounded-md bg-paper p-3 text-sm">
          You are writing a saved draft. Only you can see it until you submit it for review.
        </p>
      )}
      <FormFields fields={fields} register={form.register} errors={errors} />
      {PLACED_TYPES.has(type) && (
        <FormFields key={city} fields={[neighbourhoodField(city)]} register={form.register} errors={errors} />
      )}
      {type === 'event' && <FormFields fields={eventFields} register={form.register} errors={errors} />}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink">Photo (optional)</legend>
        <UploadGate canUpload={submitter.canUpload}>
          <PhotoUpload
            imageUrl={imageUrl}
            error={errors.imageUrl?.message}
            onUploaded={(url) => form.setValue('imageUrl', url, { shouldValidate: true })}
          />
        </UploadGate>
      </fieldset>
      <FormFields fields={senderFields} register={form.register} errors={errors} />
      <p className="text-xs text-muted">Your e-mail is for our editors only and is never shown publicly.</p>
    </SubmitFormCard>
  );
}
