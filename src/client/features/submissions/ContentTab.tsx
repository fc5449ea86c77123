import { contentSubmissionSchema, type ContentSubmissionInput } from '../../../shared/submissions';
import { SUBMIT_URLS } from './api';
import { FormFields, type FieldDef } from './FormFields';
import { cityOptions, contentTypeOptions } from './options';
import { SubmitFormCard } from './SubmitFormCard';
import { useSubmitForm } from './use-submit-form';
import type { Submitter } from './submitter';

const fields: FieldDef<ContentSubmissionInput>[] = [
  { name: 'type', label: 'Content type', kind: 'select', options: contentTypeOptions },
  { name: 'city', label: 'City', kind: 'select', options: cityOptions },
  { name: 'title', label: 'Title', wide: true },
  { name: 'description', label: 'Brief description', kind: 'textarea', rows: 3 },
  { name: 'content', label: 'Full content', kind: 'textarea', rows: 8 },
  { name: 'submitterName', label: 'Your name', autoComplete: 'name' },
  { name: 'submitterEmail', label: 'Your email', kind: 'email', autoComplete: 'email' },
];

export function ContentTab({ submitter }: { submitter: Submitter }) {
  const { form, onSubmit, isPending } = useSubmitForm({
    schema: contentSubmissionSchema,
    defaults: {
      type: 'article',
      city: 'rochester',
      title: '',
      description: '',
      content: '',
      submitterName: submitter.name,
      submitterEmail: submitter.email,
      status: 'pending',
    },
    url: SUBMIT_URLS.content,
    success: { title: 'Content Submitted!', description: 'Thank you! Our editors will review your submission shortly.' },
    failure: () => ({ title: 'Submission Failed', description: 'There was an error submitting your content. Please try again.' }),
  });
  return (
    <SubmitFormCard
      title="Submit Content"
      intro="Articles, events, music, artists, fashion, marketplace finds and resources for your city."
      submitLabel="Submit Content"
      onSubmit={onSubmit}
      isPending={isPending}
    >
      <FormFields fields={fields} register={form.register} errors={form.formState.errors} />
    </SubmitFormCard>
  );
}
