import { useState } from 'react';
import type { AuthUser } from '../../../shared/auth';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { toast } from '../../components/ui/use-toast';
import { FormAlert, FormField } from '../../components/ui/FormField';
import { readError } from '../../lib/api';
import { useMfaDisable, useMfaEnable, useMfaSetup } from '../../lib/queries/auth';
import { useZodForm } from '../../lib/use-zod-form';

type Setup = { secret: string; otpauthUrl: string; qrDataUrl: string };
const VERIFY_FIRST =
  'Please verify your e-mail address first: open the link we e-mailed you, then set up two-step sign-in.';

/** Two-step sign-in: scan, confirm a code, keep the recovery codes (shown once); or turn it off. */
export function TwoStepSection({ user }: { user: AuthUser }) {
  const [setup, setSetup] = useState<Setup>();
  const [codes, setCodes] = useState<string[]>();
  const [error, setError] = useState<string>();
  const start = useMfaSetup();

  const begin = async () => {
    setError(undefined);
    try {
      setSetup(await start.mutateAsync());
    } catch (err) {
      setError(readError(err, 'We could not start the setup. Please try again.').message);
    }
  };

  return (
    <section id="two-step" aria-labelledby="two-step-heading" className="space-y-4">
      <h2 id="two-step-heading" className="text-2xl font-semibold">
        Two-step sign-in
      </h2>
      <Card className="space-y-4 p-6 sm:p-8">
        {user.mfaSetupRequired && !codes && (
          <FormAlert message="Staff must turn on two-step sign-in before using the staff area." />
        )}
        {codes ? (
          <RecoveryCodes codes={codes} onDone={() => setCodes(undefined)} />
        ) : user.mfaEnabled ? (
          <DisableForm />
        ) : !user.emailVerified ? (
          <FormAlert message={VERIFY_FIRST} />
        ) : setup ? (
          <EnableForm
            setup={setup}
            onEnabled={(recoveryCodes) => {
              setSetup(undefined);
              setCodes(recoveryCodes);
            }}
          />
        ) : (
          <>
            <p>
              Besides your password, ask for a code from an authenticator app (such as Google Authenticator, 1Password
              or Authy) when you sign in on a new device.
            </p>
            <FormAlert message={error} />
            <Button onClick={begin} disabled={start.isPending}>
              {start.isPending ? 'Starting...' : 'Set Up Two-Step Sign-In'}
            </Button>
          </>
        )}
      </Card>
    </section>
  );
}

function EnableForm({ setup, onEnabled }: { setup: Setup; onEnabled: (codes: string[]) => void }) {
  const enable = useMfaEnable();
  const { form, formError, setFormError, showFailure } = useZodForm({
    schema: () => import('../../../shared/auth').then((m) => m.mfaCodeSchema),
    defaultValues: { code: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      onEnabled((await enable.mutateAsync(values)).recoveryCodes);
    } catch (err) {
      showFailure(err, 'That code did not work. Please try again.');
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Turn on two-step sign-in">
      <p>1. Scan this QR code with your authenticator app.</p>
      <img
        src={setup.qrDataUrl}
        alt="QR code for your authenticator app"
        width={200}
        height={200}
        className="rounded-md border"
      />
      <p className="text-sm text-muted">
        Cannot scan? Enter this key by hand: <code className="break-all font-mono text-ink">{setup.secret}</code>
      </p>
      <p>2. Enter the 6-digit code the app shows.</p>
      <FormAlert message={formError} />
      <FormField
        label="Code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <Button type="submit" disabled={enable.isPending}>
        {enable.isPending ? 'Checking...' : 'Turn On'}
      </Button>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-4">
      <FormAlert tone="success" message="Two-step sign-in is on." />
      <p>
        Keep these recovery codes somewhere safe. Each works once if you lose your phone.{' '}
        <strong>They are shown only this once.</strong>
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono sm:grid-cols-5">
        {codes.map((c) => (
          <li key={c} className="rounded border bg-surface px-2 py-1 text-center">
            {c}
          </li>
        ))}
      </ul>
      <Button variant="outline" onClick={onDone}>
        I Have Saved My Codes
      </Button>
    </div>
  );
}

function DisableForm() {
  const disable = useMfaDisable();
  const { form, formError, setFormError, showFailure } = useZodForm({
    schema: () => import('../../../shared/auth').then((m) => m.mfaDisableSchema),
    defaultValues: { password: '', code: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const { message } = await disable.mutateAsync(values);
      toast({ title: 'Two-Step Sign-In Off', description: message });
    } catch (err) {
      showFailure(err, 'We could not turn it off. Please try again.');
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Turn off two-step sign-in">
      <FormAlert tone="success" message="Two-step sign-in is on: new devices ask for a code from your app." />
      <FormAlert message={formError} />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        hint="Enter your password and a code to turn two-step sign-in off."
        error={form.formState.errors.password?.message}
        {...form.register('password')}
      />
      <FormField
        label="Code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        hint="The 6-digit code your authenticator app shows, or one of your recovery codes."
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <Button type="submit" variant="outline" disabled={disable.isPending}>
        {disable.isPending ? 'Turning off...' : 'Turn Off'}
      </Button>
    </form>
  );
}
