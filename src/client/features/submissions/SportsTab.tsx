import type { SportsStoryInput } from '../../../shared/submissions';
import { SUBMIT_URLS } from './api';
import { FormFields, type FieldDef } from './FormFields';
import { cityOptions, leagueOptions, sportOptions, sportsCategoryOptions } from './options';
import { SubmitFormCard } from './SubmitFormCard';
import type { Submitter } from './submitter';
import { useSubmitForm } from './use-submit-form';

const fields: FieldDef<SportsStoryInput>[] = [
  { name: 'title', label: 'Headline', wide: true },
  { name: 'sport', label: 'Sport', kind: 'select', options: sportOptions },
  { name: 'category', label: 'Story type', kind: 'select', options: sportsCategoryOptions },
  { name: 'league', label: 'League level', kind: 'select', options: leagueOptions },
  { name: 'city', label: 'City', kind: 'select', options: cityOptions },
  { name: 'team', label: 'Team' },
  { name: 'playerName', label: 'Player name' },
  { name: 'gameDate', label: 'Game date', kind: 'date' },
  { name: 'score', label: 'Score', placeholder: '3-2' },
  { name: 'location', label: 'Location' },
  { name: 'tags', label: 'Tags (comma separated)' },
  { name: 'content', label: 'Story', kind: 'textarea', rows: 8 },
  { name: 'authorName', label: 'Your name', autoComplete: 'name' },
  { name: 'authorEmail', label: 'Your email', kind: 'email', autoComplete: 'email' },
];

/** The spec defines the sports story but shows no form for it; readers get a working one here. */
export function SportsTab({ submitter }: { submitter: Submitter }) {
  const { form, onSubmit, isPending } = useSubmitForm({
    schema: () => import('../../../shared/submissions').then((m) => m.sportsStorySchema),
    defaults: {
      title: '',
      content: '',
      sport: 'basketball',
      category: 'news',
      league: '',
      team: '',
      playerName: '',
      gameDate: '',
      location: '',
      score: '',
      tags: '',
      authorName: submitter.name,
      authorEmail: submitter.email,
      city: 'rochester',
    },
    url: SUBMIT_URLS.sports,
    success: { title: 'Sports Story Submitted!', description: 'Thank you! Our sports desk will review your story.' },
    failure: () => ({
      title: 'Submission Failed',
      description: 'There was an error submitting your sports story. Please try again.',
    }),
  });
  return (
    <SubmitFormCard
      title="Submit a Sports Story"
      intro="Game recaps, previews and player profiles from high school fields to the pros."
      submitLabel="Submit Sports Story"
      onSubmit={onSubmit}
      isPending={isPending}
    >
      <FormFields fields={fields} register={form.register} errors={form.formState.errors} />
    </SubmitFormCard>
  );
}
