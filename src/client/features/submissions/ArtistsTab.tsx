import type { ArtistWriteupFormInput } from '../../../shared/artists';
import { artistKeys, useArtists } from '../../lib/queries/artists';
import { SUBMIT_URLS } from './api';
import { FormFields, type FieldDef } from './FormFields';
import { SubmitFormCard } from './SubmitFormCard';
import type { Submitter } from './submitter';
import { useSubmitForm } from './use-submit-form';

const rest: FieldDef<ArtistWriteupFormInput>[] = [
  { name: 'title', label: 'Title', wide: true },
  { name: 'tags', label: 'Tags (comma separated, optional)', placeholder: 'jazz, murals, east end', wide: true },
  { name: 'content', label: 'Write-up', kind: 'textarea', rows: 8 },
  { name: 'authorName', label: 'Author name', autoComplete: 'name' },
  { name: 'authorEmail', label: 'Author email', kind: 'email', autoComplete: 'email' },
];

/** The same write-up the Artists page's dialog sends (POST /api/artist-writeups), as a tab. */
export function ArtistsTab({ submitter }: { submitter: Submitter }) {
  // Same key as the unfiltered directory, so the page and this tab share one request.
  const { data: artists = [] } = useArtists({ q: '', city: '', medium: '' });
  const { form, onSubmit, isPending } = useSubmitForm({
    schema: () => import('../../../shared/artists').then((m) => m.artistWriteupFormSchema),
    defaults: {
      artistId: '',
      title: '',
      content: '',
      tags: '',
      authorName: submitter.name,
      authorEmail: submitter.email,
    },
    url: SUBMIT_URLS.artist,
    invalidate: [artistKeys.writeups],
    success: {
      title: 'Artist Write-up Submitted!',
      description: 'Your artist write-up has been submitted for review.',
    },
    failure: () => ({
      title: 'Submission Failed',
      description: 'There was an error submitting your artist write-up. Please try again.',
    }),
  });
  const artistField: FieldDef<ArtistWriteupFormInput> = {
    name: 'artistId',
    label: 'Artist',
    kind: 'select',
    wide: true,
    options: [
      { value: '', label: 'Select an artist' },
      ...artists.map((a) => ({ value: a.id, label: `${a.name} (${a.medium})` })),
    ],
  };
  return (
    <SubmitFormCard
      title="Write About a Local Artist"
      intro="Tell the story of a musician, painter, photographer or performer from your city."
      submitLabel="Submit Write-Up"
      onSubmit={onSubmit}
      isPending={isPending}
    >
      <FormFields fields={[artistField, ...rest]} register={form.register} errors={form.formState.errors} />
    </SubmitFormCard>
  );
}
