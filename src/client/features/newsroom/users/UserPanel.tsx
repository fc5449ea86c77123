import { useState } from 'react';
import { ROLES, type AdminUser, type Role } from '../../../../shared/newsroom';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { selectClasses } from '../../../components/ui/Input';
import { Skeleton } from '../../../components/ui/Skeleton';
import { toast } from '../../../components/ui/use-toast';
import { readError } from '../../../lib/api';
import { useUpdateUser, useUser } from './api';
import { ROLE_HINTS, ROLE_LABELS, fullName } from './labels';
import { SuspensionSection } from './SuspensionSection';
import { UserActivity } from './UserActivity';
import { DateTime } from '../../../components/ui/DateTime';
import { LoadFailed } from '../../../components/ui/LoadFailed';

/** One account: who it is, its role and perks, suspension, and what it has sent in. */
export function UserPanel({ id }: { id: string }) {
  const user = useUser(id);
  if (user.isPending) return <Skeleton className="h-96 w-full" />;
  if (user.isError)
    return <LoadFailed message="This account could not be loaded." onRetry={() => void user.refetch()} />;
  return (
    <section
      aria-labelledby="user-heading"
      className="space-y-5 rounded-lg border border-rule bg-white p-4 sm:p-6 lg:sticky lg:top-24"
    >
      <div>
        <h2 id="user-heading" className="text-2xl font-semibold">
          {fullName(user.data)}
        </h2>
        <p className="text-sm text-muted">
          {user.data.email} · joined <DateTime value={user.data.createdAt} /> · {user.data.membershipType} membership
        </p>
      </div>
      <RoleForm user={user.data} />
      <Perks user={user.data} />
      <SuspensionSection user={user.data} />
      <UserActivity id={id} />
    </section>
  );
}

function RoleForm({ user }: { user: AdminUser }) {
  const [role, setRole] = useState<Role>(user.role);
  const update = useUpdateUser(user.id);
  const save = () =>
    update.mutate(
      { role },
      {
        onSuccess: (u) =>
          toast({ title: 'Role changed', description: `${fullName(u)} is now ${ROLE_LABELS[u.role].toLowerCase()}.` }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Role not changed',
            description:
              readError(error).code === 'LAST_ADMIN'
                ? 'The site needs at least one admin. Make someone else admin first.'
                : readError(error, 'Please try again.').message,
          }),
      },
    );
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <Field label="Role">
            {(p) => (
              <select {...p} className={selectClasses} value={role} onChange={(e) => setRole(e.target.value as Role)}>
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {ROLE_LABELS[r]}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Button onClick={save} disabled={role === user.role || update.isPending} className="h-11">
          Change role
        </Button>
      </div>
      <p className="text-sm text-muted">{ROLE_HINTS[role]}</p>
    </div>
  );
}

function Perks({ user }: { user: AdminUser }) {
  const update = useUpdateUser(user.id);
  const toggle = (change: { complimentaryPremium: boolean } | { canUploadContent: boolean }, done: string) =>
    update.mutate(change, {
      onSuccess: () => toast({ title: done }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Not changed',
          description: readError(error, 'Please try again.').message,
        }),
    });
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">Membership and uploads</legend>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 accent-brand"
          checked={user.complimentaryPremium}
          disabled={update.isPending}
          onChange={(e) =>
            toggle(
              { complimentaryPremium: e.target.checked },
              e.target.checked ? 'Complimentary premium granted' : 'Complimentary premium revoked',
            )
          }
        />
        <span>
          Complimentary premium membership{' '}
          <span className="block text-muted">Premium without paying, until revoked.</span>
        </span>
      </label>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 h-4 w-4 accent-brand"
          checked={user.canUploadContent}
          disabled={update.isPending}
          onChange={(e) =>
            toggle(
              { canUploadContent: e.target.checked },
              e.target.checked ? 'Uploads allowed' : 'Uploads no longer allowed',
            )
          }
        />
        <span>
          May upload content <span className="block text-muted">Photos and media with submissions.</span>
        </span>
      </label>
    </fieldset>
  );
}
