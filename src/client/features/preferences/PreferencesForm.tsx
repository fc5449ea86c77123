import { Link } from 'wouter';
import { toPreferencesPayload, type Preferences } from '../../../shared/preferences';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { FormAlert } from '../../components/ui/FormField';
import { toast } from '../../components/ui/use-toast';
import { readError } from '../../lib/api';
import { useZodForm } from '../../lib/use-zod-form';
import { useSavePreferences } from '../../lib/queries/preferences';
import {
  CityChoices,
  InterestChoices,
  NotificationToggles,
  type SettingsValues,
} from '../../components/preferences/SettingsFields';

/** The wizard's settings on one form, prefilled with what is saved, checked with the shared schema. */
export function PreferencesForm({ saved }: { saved: Preferences }) {
  const save = useSavePreferences();
  const { form, formError, setFormError, showFailure, preload } = useZodForm({
    schema: () => import('../../../shared/preferences').then((m) => m.preferencesFormSchema),
    defaultValues: {
      preferredCities: saved.preferredCities,
      interests: saved.interests,
      interestTopics: saved.interestTopics,
      notificationPreferences: saved.notificationPreferences,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const values = form.watch() as SettingsValues;
  const change = (patch: Partial<SettingsValues>) => {
    for (const [key, value] of Object.entries(patch) as [keyof SettingsValues, never][])
      form.setValue(key, value, { shouldDirty: true });
  };

  const submit = form.handleSubmit(async (checked) => {
    setFormError(undefined);
    try {
      await save.mutateAsync(toPreferencesPayload(checked));
      toast({ title: 'Preferences Saved', description: 'Your recommendations now follow your choices.' });
    } catch (error) {
      const fallback = 'We could not save your preferences. Please try again.';
      showFailure(error, fallback);
      toast({ title: 'Save Failed', description: readError(error, fallback).message, variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} onFocus={preload} noValidate aria-label="Your preferences">
      <Card className="space-y-10 p-6 sm:p-8">
        <FormAlert message={formError} />
        <CityChoices
          selected={values.preferredCities}
          error={errors.preferredCities?.message}
          onChange={(preferredCities) => change({ preferredCities })}
        />
        <InterestChoices values={values} error={errors.interests?.message} onChange={change} />
        <NotificationToggles
          value={values.notificationPreferences}
          onChange={(notificationPreferences) => change({ notificationPreferences })}
        />
        <div className="flex flex-wrap gap-3 border-t border-rule pt-6">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save Preferences'}
          </Button>
          <Link href="/" className={buttonClasses('outline')}>
            Back to Home
          </Link>
        </div>
      </Card>
    </form>
  );
}
