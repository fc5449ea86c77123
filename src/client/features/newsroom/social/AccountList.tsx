import { useState } from 'react';
import { CITY_LABELS } from '../../../../shared/cities';
import { SOCIAL_PLATFORM_LABELS } from '../../../../shared/social';
import type { SocialAccountView } from '../../../../shared/social-contract';
import { Button } from '../../../components/ui/Button';
import { readError } from '../../../lib/api';
import { useDisconnectAccount } from './api';

/**
 * Each city's connected accounts with their state, and a way to disconnect one (asked twice: its
 * scheduled posts are cancelled with it).
 */
export function AccountList({ accounts }: { accounts: SocialAccountView[] | undefined }) {
  const disconnect = useDisconnectAccount();
  const [asking, setAsking] = useState<string | null>(null);
  const problem = disconnect.error ? readError(disconnect.error, 'The account could not be disconnected.') : null;
  return (
    <>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {problem.message}
        </p>
      )}
      <ul className="space-y-2 text-sm">
        {(accounts ?? []).map((a) => {
          const name = `${SOCIAL_PLATFORM_LABELS[a.platform]} ${a.handle}`;
          return (
            <li key={a.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span>
                {CITY_LABELS[a.city as keyof typeof CITY_LABELS] ?? a.city} · {SOCIAL_PLATFORM_LABELS[a.platform]} ·{' '}
                {a.handle} · <strong>{a.status === 'reconnect' ? 'Reconnect needed' : 'Connected'}</strong>
              </span>
              {asking === a.id ? (
                <span className="flex flex-wrap items-center gap-2">
                  <span>Its scheduled posts will be cancelled.</span>
                  <Button
                    size="sm"
                    onClick={() => disconnect.mutate(a.id, { onSettled: () => setAsking(null) })}
                    disabled={disconnect.isPending}
                  >
                    Yes, disconnect {name}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={() => setAsking(null)}>
                    Keep it
                  </Button>
                </span>
              ) : (
                <Button size="sm" variant="outline" onClick={() => setAsking(a.id)} aria-label={`Disconnect ${name}`}>
                  Disconnect
                </Button>
              )}
            </li>
          );
        })}
        {accounts?.length === 0 && <li>No accounts connected yet.</li>}
      </ul>
    </>
  );
}
