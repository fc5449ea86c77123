import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { CITIES, CITY_LABELS, type City } from '../../../../shared/cities';
import { SOCIAL_PLATFORM_LABELS, type SocialPlatformName } from '../../../../shared/social';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Input, selectClasses } from '../../../components/ui/Input';
import { apiRequest } from '../../../lib/api';
import { useZodForm } from '../../../lib/use-zod-form';

const BASE = '/api/admin/social';

/**
 * Connecting a city's accounts: Bluesky with a handle, an app password and the PDS address, Mastodon
 * with the instance and an access token, X and Facebook/Instagram through their own sign-in pages.
 * After a sign-in the desk opens with `connected` or `connect-error` in its address.
 */
export function ConnectAccounts({ result }: { result: { connected?: string; error?: string } }) {
  const [city, setCity] = useState<City>('buffalo');
  const connected = result.connected as SocialPlatformName | undefined;
  return (
    <section aria-labelledby="social-connect" className="space-y-3">
      <h2 id="social-connect" className="font-serif text-xl">
        Connect an account
      </h2>
      {connected && SOCIAL_PLATFORM_LABELS[connected] && (
        <p role="status">{SOCIAL_PLATFORM_LABELS[connected]} is connected.</p>
      )}
      {result.error && (
        <p role="alert" className="text-red-700">
          {result.error}
        </p>
      )}
      <Field label="City for the account" className="max-w-xs space-y-1.5">
        {(props) => (
          <select {...props} className={selectClasses} value={city} onChange={(e) => setCity(e.target.value as City)}>
            {CITIES.map((c) => (
              <option key={c} value={c}>
                {CITY_LABELS[c]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <a className="underline" href={`${BASE}/oauth/x/start?city=${city}`}>
          Connect X
        </a>
        <a className="underline" href={`${BASE}/oauth/meta/start?city=${city}`}>
          Connect Facebook and Instagram
        </a>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <ConnectForm
          city={city}
          platform="bluesky"
          fields={[
            { name: 'handle', label: 'Handle', hint: 'Such as bylocals.bsky.social' },
            {
              name: 'appPassword',
              label: 'App password',
              type: 'password',
              hint: 'Made under Settings, App passwords',
            },
            { name: 'pdsUrl', label: 'PDS address', initial: 'https://bsky.social' },
          ]}
        />
        <ConnectForm
          city={city}
          platform="mastodon"
          fields={[
            { name: 'instanceUrl', label: 'Instance address', hint: 'Such as https://mastodon.social' },
            { name: 'accessToken', label: 'Access token', type: 'password' },
          ]}
        />
      </div>
    </section>
  );
}

interface FieldSpec {
  name: string;
  label: string;
  type?: string;
  hint?: string;
  initial?: string;
}

type ConnectSchema = z.ZodType<Record<string, string>, Record<string, string>>;

/** Each platform's body, as the server checks it (shared/social-contract), loaded when the form is first used. */
const SCHEMAS: Record<'bluesky' | 'mastodon', () => Promise<ConnectSchema>> = {
  bluesky: () => import('../../../../shared/social-contract').then((m): ConnectSchema => m.connectBlueskySchema),
  mastodon: () => import('../../../../shared/social-contract').then((m): ConnectSchema => m.connectMastodonSchema),
};

function ConnectForm({
  city,
  platform,
  fields,
}: {
  city: City;
  platform: 'bluesky' | 'mastodon';
  fields: FieldSpec[];
}) {
  const initial = { platform, city, ...Object.fromEntries(fields.map((f) => [f.name, f.initial ?? ''])) };
  const { form, formError, setFormError, showFailure, preload } = useZodForm({
    schema: SCHEMAS[platform],
    defaultValues: initial,
  });
  // The city is chosen above both forms.
  useEffect(() => form.setValue('city', city), [form, city]);
  const [connected, setConnected] = useState(false);
  const client = useQueryClient();
  const label = SOCIAL_PLATFORM_LABELS[platform];
  const submit = form.handleSubmit(async (body) => {
    setFormError(undefined);
    setConnected(false);
    try {
      await apiRequest('POST', `${BASE}/accounts`, body);
      form.reset({ ...initial, city });
      setConnected(true);
      await client.invalidateQueries({ queryKey: [BASE] });
    } catch (error) {
      showFailure(error, 'The account could not be connected. Try again.');
    }
  });
  return (
    <form
      aria-label={`Connect ${label}`}
      noValidate
      className="space-y-2 rounded-lg border border-rule p-3"
      onFocus={preload}
      onSubmit={(e) => void submit(e)}
    >
      <h3 className="font-semibold">{label}</h3>
      {fields.map((f) => (
        <Field key={f.name} label={f.label} hint={f.hint} error={form.formState.errors[f.name]?.message}>
          {(props) => <Input {...props} type={f.type ?? 'text'} autoComplete="off" {...form.register(f.name)} />}
        </Field>
      ))}
      {formError && (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      )}
      {connected && <p role="status">{label} is connected.</p>}
      <Button type="submit" size="sm" disabled={form.formState.isSubmitting}>
        Connect {label}
      </Button>
    </form>
  );
}
