import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CITIES, CITY_LABELS, type City } from '../../../shared/cities';
import { SOCIAL_PLATFORM_LABELS, type SocialPlatformName } from '../../../shared/social';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Input, selectClasses } from '../../components/ui/Input';
import { apiRequest, readError } from '../../lib/api';

const BASE = '/api/admin/social';

interface Fields {
  [name: string]: string;
}

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

function ConnectForm({ city, platform, fields }: { city: City; platform: SocialPlatformName; fields: FieldSpec[] }) {
  const initial = Object.fromEntries(fields.map((f) => [f.name, f.initial ?? '']));
  const [values, setValues] = useState<Fields>(initial);
  const client = useQueryClient();
  const connect = useMutation({
    mutationFn: async () => apiRequest('POST', `${BASE}/accounts`, { platform, city, ...values }),
    onSuccess: () => {
      setValues(initial);
      return client.invalidateQueries({ queryKey: [BASE] });
    },
  });
  const problem = connect.error ? readError(connect.error, 'The account could not be connected. Try again.') : null;
  const fieldError = (name: string) => problem?.fieldErrors[name];
  const label = SOCIAL_PLATFORM_LABELS[platform];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    connect.mutate();
  };
  return (
    <form aria-label={`Connect ${label}`} className="space-y-2 rounded-lg border border-rule p-3" onSubmit={submit}>
      <h3 className="font-semibold">{label}</h3>
      {fields.map((f) => (
        <Field key={f.name} label={f.label} hint={f.hint} error={fieldError(f.name)}>
          {(props) => (
            <Input
              {...props}
              type={f.type ?? 'text'}
              autoComplete="off"
              value={values[f.name] ?? ''}
              onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
            />
          )}
        </Field>
      ))}
      {problem && !fields.some((f) => problem.fieldErrors[f.name]) && (
        <p role="alert" className="text-sm text-red-700">
          {problem.message}
        </p>
      )}
      {connect.isSuccess && <p role="status">{label} is connected.</p>}
      <Button type="submit" size="sm" disabled={connect.isPending}>
        Connect {label}
      </Button>
    </form>
  );
}
