import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { CITY_REQUIRED, INTEREST_REQUIRED, toPreferencesPayload, type Preferences } from '../../../shared/preferences';
import { Button, buttonClasses } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { toast } from '../../components/ui/use-toast';
import { readError } from '../../lib/api';
import { useSavePreferences } from '../../lib/queries/preferences';
import {
  CityChoices,
  InterestChoices,
  NotificationToggles,
  type SettingsValues,
} from '../../components/preferences/SettingsFields';

type Errors = Partial<Record<'preferredCities' | 'interests', string>>;

/** The wizard's settings on one form, prefilled with what is saved. */
export function PreferencesForm({ saved }: { saved: Preferences }) {
  const [values, setValues] = useState<SettingsValues>(() => ({
    preferredCities: saved.preferredCities,
    interests: saved.interests,
    interestTopics: saved.interestTopics,
    notificationPreferences: saved.notificationPreferences,
  }));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSavePreferences();

  const change = (patch: Partial<SettingsValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors({});
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (values.preferredCities.length === 0) found.preferredCities = CITY_REQUIRED;
    if (values.interests.length === 0) found.interests = INTEREST_REQUIRED;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync(toPreferencesPayload(values));
      toast({ title: 'Preferences Saved', description: 'Your recommendations now follow your choices.' });
    } catch (error) {
      toast({
        title: 'Save Failed',
        description: readError(error, 'We could not save your preferences. Please try again.').message,
        variant: 'destructive',
      });
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Your preferences">
      <Card className="space-y-10 p-6 sm:p-8">
        <CityChoices
          selected={values.preferredCities}
          error={errors.preferredCities}
          onChange={(preferredCities) => change({ preferredCities })}
        />
        <InterestChoices values={values} error={errors.interests} onChange={change} />
        <NotificationToggles
          value={values.notificationPreferences}
          onChange={(notificationPreferences) => change({ notificationPreferences })}
        />
        <div className="flex flex-wrap gap-3 border-t border-rule pt-6">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Preferences'}
          </Button>
          <Link href="/" className={buttonClasses('outline')}>
            Back to Home
          </Link>
        </div>
      </Card>
    </form>
  );
}
