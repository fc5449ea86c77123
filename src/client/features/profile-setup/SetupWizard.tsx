import { useEffect, useRef, useState } from 'react';
import { toPreferencesPayload } from '../../../shared/preferences';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { toast } from '../../components/ui/use-toast';
import { readError } from '../../lib/api';
import { useZodForm } from '../../lib/use-zod-form';
import type { AuthUser } from '../../lib/auth';
import { FormField } from '../../components/ui/FormField';
import { useUpdateName } from '../../lib/queries/auth';
import { useSavePreferences } from '../../lib/queries/preferences';
import {
  CityChoices,
  InterestChoices,
  NotificationToggles,
  type SettingsValues,
} from '../../components/preferences/SettingsFields';
import { SetupDone } from './SetupDone';
import { STEP_COUNT, STEP_FIELDS, STEPS, initialValues, type WizardValues } from './wizard-steps';

const SETUP_FAILED = 'We could not save your profile. Please try again.';

/** Spec 001's four-step profile setup: name, cities, interests, notifications. */
export function SetupWizard({ user }: { user: AuthUser }) {
  const [step, setStep] = useState(1);
  const { form, showFailure, preload } = useZodForm({
    schema: () => import('../../../shared/profile-setup').then((m) => m.profileSetupSchema),
    defaultValues: initialValues(user),
  });
  const values = form.watch();
  const { errors } = form.formState;
  const [done, setDone] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  // A new step is announced and read from its heading, as a new page would be.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);
  const updateName = useUpdateName();
  const savePreferences = useSavePreferences();
  const saving = updateName.isPending || savePreferences.isPending;

  // The choices hand back plain strings taken from the shared lists.
  const change = (patch: Partial<SettingsValues & { firstName: string; lastName: string }>) => {
    for (const [key, value] of Object.entries(patch)) form.setValue(key as keyof WizardValues, value as never);
  };
  const next = async () => {
    if (await form.trigger(STEP_FIELDS[step])) setStep((s) => Math.min(STEP_COUNT, s + 1));
  };
  const previous = () => {
    form.clearErrors();
    setStep((s) => Math.max(1, s - 1));
  };
  const complete = form.handleSubmit(async ({ firstName, lastName, ...settings }) => {
    try {
      await updateName.mutateAsync({ firstName, lastName });
      await savePreferences.mutateAsync(toPreferencesPayload(settings));
      toast({ title: 'Profile Setup Complete!', description: 'Your recommendations now follow your choices.' });
      setDone(true);
    } catch (error) {
      // The server's field errors go beside their fields; the toast says the server's words (spec 001).
      showFailure(error, SETUP_FAILED);
      toast({ title: 'Setup Failed', description: readError(error, SETUP_FAILED).message, variant: 'destructive' });
    }
  });

  if (done) return <SetupDone />;
  const percent = Math.round((step / STEP_COUNT) * 100);
  return (
    <Card className="space-y-8 p-6 sm:p-8" onFocus={preload}>
      <div className="space-y-2">
        <div className="flex justify-between text-sm font-medium text-muted">
          <span>
            Step {step} of {STEP_COUNT}: {STEPS[step - 1]}
          </span>
          <span>{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-label="Setup progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-brand-soft"
        >
          <div className="h-full rounded-full bg-brand transition-all" style={{ width: `${percent}%` }} />
        </div>
      </div>

      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none">
        {STEPS[step - 1]}
      </h2>
      {step === 1 && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="First name"
            autoComplete="given-name"
            value={values.firstName}
            error={errors.firstName?.message}
            onChange={(e) => change({ firstName: e.target.value })}
          />
          <FormField
            label="Last name"
            autoComplete="family-name"
            value={values.lastName}
            error={errors.lastName?.message}
            onChange={(e) => change({ lastName: e.target.value })}
          />
        </div>
      )}
      {step === 2 && (
        <CityChoices
          selected={values.preferredCities}
          error={errors.preferredCities?.message}
          onChange={(preferredCities) => change({ preferredCities })}
        />
      )}
      {step === 3 && (
        <InterestChoices
          values={{ ...values, interestTopics: values.interestTopics ?? '' }}
          error={errors.interests?.message ?? errors.interestTopics?.message}
          onChange={change}
        />
      )}
      {step === 4 && (
        <NotificationToggles
          value={values.notificationPreferences}
          onChange={(notificationPreferences) => change({ notificationPreferences })}
        />
      )}

      <div className="flex justify-between gap-3 border-t border-rule pt-6">
        <Button variant="outline" onClick={previous} disabled={step === 1 || saving}>
          Previous
        </Button>
        {step < STEP_COUNT ? (
          <Button onClick={() => void next()}>Next</Button>
        ) : (
          <Button onClick={() => void complete()} disabled={saving}>
            {saving ? 'Saving...' : 'Complete Setup'}
          </Button>
        )}
      </div>
    </Card>
  );
}
