import type { SpotlightNominationInput } from '../../../shared/submissions';
import { SUBMIT_URLS } from './api';
import { FormFields, type FieldDef } from './FormFields';
import { cityOptions, spotlightTypeOptions } from './options';
import { SubmitFormCard } from './SubmitFormCard';
import type { Submitter } from './submitter';
import { useSubmitForm } from './use-submit-form';

const fields: FieldDef<SpotlightNominationInput>[] = [
  { name: 'type', label: 'Spotlight type', kind: 'select', options: spotlightTypeOptions },
  { name: 'city', label: 'City', kind: 'select', options: cityOptions },
  { name: 'featureName', label: 'Nominee name' },
  { name: 'nominatedBy', label: 'Your name', autoComplete: 'name' },
  { name: 'title', label: 'Title', wide: true, placeholder: 'The baker who feeds the block' },
  { name: 'description', label: 'Brief description', kind: 'textarea', rows: 3 },
  { name: 'nominationReason', label: 'Why do they deserve recognition?', kind: 'textarea', rows: 4 },
  { name: 'content', label: 'Full story', kind: 'textarea', rows: 6 },
  { name: 'contactInfo', label: 'Contact info' },
  { name: 'socialLinks', label: 'Social links' },
];

export function NominateTab({ submitter }: { submitter: Submitter }) {
  const { form, onSubmit, isPending } = useSubmitForm({
    schema: () => import('../../../shared/submissions').then((m) => m.spotlightNominationSchema),
    defaults: {
      type: 'local_hero',
      city: 'rochester',
      featureName: '',
      nominatedBy: submitter.name,
      title: '',
      description: '',
      nominationReason: '',
      content: '',
      imageUrl: '',
      contactInfo: '',
      socialLinks: '',
    },
    url: SUBMIT_URLS.spotlight,
    success: { title: 'Nomination Submitted!', description: 'Thank you! Our editors will review your nomination.' },
    failure: () => ({
      title: 'Nomination Failed',
      description: 'There was an error submitting your nomination. Please try again.',
    }),
  });
  return (
    <SubmitFormCard
      title="Nominate for the Spotlight"
      intro="Know a local hero, small business, artist or community leader? Tell us why they deserve a feature."
      submitLabel="Submit Nomination"
      onSubmit={onSubmit}
      isPending={isPending}
    >
      <FormFields fields={fields} register={form.register} errors={form.formState.errors} />
    </SubmitFormCard>
  );
}
