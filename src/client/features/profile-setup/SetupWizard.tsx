import { useEffect, useRef, useState } from 'react';
import { toPreferencesPayload } from '../../../shared/preferences';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { toast } from '../../components/ui/use-toast';
import { readError } from '../../lib/api';
import type { AuthUser } from '../../lib/auth';
import { FormField } from '../../components/ui/FormField';
import { useUpdateName } from '../../lib/queries/auth';
import { useSavePreferences } from '../../lib/queries/preferences';
import { CityChoices, InterestChoices, NotificationToggles } from '../../components/preferences/SettingsFields';
import { SetupDone } from './SetupDone';
import { STEP_COUNT, STEPS, initialValues, validateStep, type WizardErrors, type WizardValues } from './wizard-steps';

/** Spec 001's four-step profile setup: name, cities, interests, notifications. */
export function SetupWizard({ user }: { user: AuthUser }) {
  const [step, setStep] = useState(1);
  const [values, setValues] = useState<WizardValues>(() => initialValues(user));
  const [errors, setErrors] = useState<WizardErrors>({});
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

  const change = (patch: Partial<WizardValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setErrors({});
  };
  const next = () => {
    const found = validateStep(step, values);
    setErrors(found);
    if (Object.keys(found).length === 0) setStep((s) => Math.min(STEP_COUNT, s + 1));
  };
  const previous = () => {
    setErrors({});
    setStep((s) => Math.max(1, s - 1));
  };
  const complete = async () => {
    try {
      await updateName.mutateAsync({ firstName: values.firstName.trim(), lastName: values.lastName.trim() });
      await savePreferences.mutateAsync(toPreferencesPayload(values));
      toast({ title: 'Profile Setup Complete!', description: 'Your recommendations now follow your choices.' });
      setDone(true);
    } catch (error) {
      toast({
        title: 'Setup Failed',
        description: readError(error, 'We could not save your profile. Please try again.').message,
        variant: 'destructive',
      });
    }
  };

  if (done) return <SetupDone />;
  const percent = Math.round((step / STEP_COUNT) * 100);
  return (
    <Card className="space-y-8 p-6 sm:p-8">
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
            error={errors.firstName}
            onChange={(e) => change({ firstName: e.target.value })}
          />
          <FormField
            label="Last name"
            autoComplete="family-name"
            value={values.lastName}
            error={errors.lastName}
            onChange={(e) => change({ lastName: e.target.value })}
          />
        </div>
      )}
      {step === 2 && (
        <CityChoices
          selected={values.preferredCities}
          error={errors.preferredCities}
          onChange={(preferredCities) => change({ preferredCities })}
        />
      )}
      {step === 3 && <InterestChoices values={values} error={errors.interests} onChange={change} />}
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
          <Button onClick={next}>Next</Button>
        ) : (
          <Button onClick={() => void complete()} disabled={saving}>
            {saving ? 'Saving...' : 'Complete Setup'}
          </Button>
        )}
      </div>
    </Card>
  );
}
