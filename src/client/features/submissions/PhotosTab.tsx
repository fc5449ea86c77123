import type { PhotoSubmissionInput } from '../../../shared/submissions';
import { SUBMIT_URLS } from './api';
import { FormFields, type FieldDef } from './FormFields';
import { cityOptions, photoCategoryOptions } from './options';
import { PhotoUpload } from '../../components/ui/PhotoUpload';
import { SubmitFormCard } from './SubmitFormCard';
import { PremiumUploadNote } from './UploadGate';
import { Card } from '../../components/ui/Card';
import type { Submitter } from './submitter';
import { useSubmitForm } from './use-submit-form';

const fields: FieldDef<PhotoSubmissionInput>[] = [
  { name: 'title', label: 'Title', wide: true },
  { name: 'category', label: 'Category', kind: 'select', options: photoCategoryOptions },
  { name: 'city', label: 'City', kind: 'select', options: cityOptions },
  { name: 'description', label: 'Description', kind: 'textarea', rows: 3 },
  { name: 'location', label: 'Location', placeholder: 'Where was it taken?' },
  { name: 'tags', label: 'Tags (comma separated)', placeholder: 'sunset, lake, summer' },
  { name: 'photographerName', label: 'Photographer name', autoComplete: 'name' },
  { name: 'photographerEmail', label: 'Photographer email', kind: 'email', autoComplete: 'email' },
  { name: 'allowCommercialUse', label: 'Allow commercial use of this photo', kind: 'checkbox' },
];

export function PhotosTab({ submitter }: { submitter: Submitter }) {
  // A photo submission is its photo: without the upload right there is no form to fill in, only what
  // premium unlocks. The other tabs take a story, an event or a tip from every member.
  if (!submitter.canUpload) {
    return (
      <Card className="space-y-4 p-5 sm:p-8">
        <h2 className="font-serif text-2xl font-bold text-ink">Submit a Photo</h2>
        <PremiumUploadNote>
          Premium members send their pictures for the gallery and add photos to their stories. Stories, events and tips
          need no photo and are welcome from every member in the other tabs.
        </PremiumUploadNote>
      </Card>
    );
  }
  return <PhotoForm submitter={submitter} />;
}

function PhotoForm({ submitter }: { submitter: Submitter }) {
  const { form, onSubmit, isPending } = useSubmitForm({
    schema: () => import('../../../shared/submissions').then((m) => m.photoSubmissionSchema),
    defaults: {
      title: '',
      description: '',
      photographerName: submitter.name,
      photographerEmail: submitter.email,
      photographerPhone: '',
      location: '',
      category: 'events',
      tags: '',
      imageUrl: '',
      city: 'rochester',
      isPublic: true,
      allowCommercialUse: false,
    },
    url: SUBMIT_URLS.photo,
    success: {
      title: 'Photo Submitted!',
      description: 'Thank you! Your photo will appear once our editors approve it.',
    },
    failure: () => ({
      title: 'Photo Submission Failed',
      description: 'There was an error submitting your photo. Please try again.',
    }),
  });
  const imageUrl = form.watch('imageUrl');
  return (
    <SubmitFormCard
      title="Submit a Photo"
      intro="Share a picture of your city. Upload one image, then tell us about it."
      submitLabel="Submit Photo"
      onSubmit={onSubmit}
      isPending={isPending}
      disabled={!imageUrl}
    >
      <PhotoUpload
        imageUrl={imageUrl}
        error={form.formState.errors.imageUrl?.message}
        onUploaded={(url) => form.setValue('imageUrl', url, { shouldValidate: true })}
      />
      <FormFields fields={fields} register={form.register} errors={form.formState.errors} />
    </SubmitFormCard>
  );
}
