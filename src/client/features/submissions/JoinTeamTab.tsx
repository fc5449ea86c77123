import { CONTRIBUTOR_EXISTS, type ContributorInput } from '../../../shared/submissions';
import { readError } from '../../lib/api';
import { SUBMIT_URLS } from './api';
import { FormFields, type FieldDef } from './FormFields';
import { cityOptions, specialtyOptions } from './options';
import { SubmitFormCard } from './SubmitFormCard';
import type { Submitter } from './submitter';
import { useSubmitForm } from './use-submit-form';

const fields: FieldDef<ContributorInput>[] = [
  { name: 'name', label: 'Full name', autoComplete: 'name' },
  { name: 'email', label: 'Email', kind: 'email', autoComplete: 'email' },
  { name: 'specialty', label: 'Specialty', kind: 'select', options: specialtyOptions },
  { name: 'city', label: 'Primary city', kind: 'select', options: cityOptions },
  { name: 'bio', label: 'Bio', kind: 'textarea', rows: 4 },
  { name: 'portfolioUrl', label: 'Portfolio URL', kind: 'url', placeholder: 'https://' },
  { name: 'paymentEmail', label: 'Payment email', kind: 'email' },
];

/** Spec 001 section 8: a duplicate e-mail is named; any other failure gets the generic words. */
export function applicationFailure(error: unknown) {
  return {
    title: 'Application Failed',
    description:
      readError(error).code === 'CONTRIBUTOR_EXISTS'
        ? CONTRIBUTOR_EXISTS
        : 'There was an error submitting your application. Please try again.',
  };
}

export function JoinTeamTab({ submitter }: { submitter: Submitter }) {
  const { form, onSubmit, isPending } = useSubmitForm({
    schema: () => import('../../../shared/submissions').then((m) => m.contributorSchema),
    defaults: {
      name: submitter.name,
      email: submitter.email,
      specialty: 'writing',
      city: 'rochester',
      bio: '',
      portfolioUrl: '',
      paymentEmail: '',
    },
    url: SUBMIT_URLS.contributor,
    success: { title: 'Application Submitted!', description: 'Thank you for applying. We will be in touch by email.' },
    failure: applicationFailure,
  });
  return (
    <SubmitFormCard
      title="Join Our Team"
      intro="Write, photograph, design or post for your city, and get paid for published work."
      submitLabel="Submit Application"
      onSubmit={onSubmit}
      isPending={isPending}
    >
      <FormFields fields={fields} register={form.register} errors={form.formState.errors} />
    </SubmitFormCard>
  );
}
