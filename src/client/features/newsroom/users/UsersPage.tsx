import { useState, type FormEvent } from 'react';
import { Search, Users } from 'lucide-react';
import { ROLES } from '../../../../shared/newsroom';
import { StaffPage } from '../../../components/staff/StaffLayout';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Input, selectClasses } from '../../../components/ui/Input';
import { Label } from '../../../components/ui/Label';
import { Skeleton } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';
import { useUrlFilters } from '../../../lib/search-params';
import { USER_PAGE_SIZE, useUsers } from './api';
import { ROLE_LABELS, fullName } from './labels';
import { UserPanel } from './UserPanel';
import { LoadFailed } from '../../../components/ui/LoadFailed';

/** /admin/users — find an account; change its role, perks and upload right; suspend or lift. */
export default function UsersPage() {
  return (
    <StaffPage
      level="admin"
      title="Users"
      description="Find an account by name or e-mail to change its role, membership or upload right, or to suspend it."
    >
      <UsersDesk />
    </StaffPage>
  );
}

function UsersDesk() {
  const [params, setParams] = useUrlFilters();
  const q = params.get('q') ?? '';
  const role = params.get('role') ?? '';
  const selected = params.get('user');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(q);
  const users = useUsers({ q: q || undefined, role: role || undefined, offset: (page - 1) * USER_PAGE_SIZE });

  const search = (e: FormEvent) => {
    e.preventDefault();
    setParams({ q: typed.trim(), page: undefined });
  };

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <div className="space-y-4">
        <div className="grid grid-cols-1 gap-3 rounded-lg border border-rule bg-white p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <form role="search" onSubmit={search} className="space-y-1.5">
            <Label htmlFor="user-search">Name or e-mail</Label>
            <div className="flex gap-2">
              <Input id="user-search" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
              <Button type="submit" variant="outline" className="h-11" aria-label="Search">
                <Search className="h-4 w-4" aria-hidden="true" />
              </Button>
            </div>
          </form>
          <div className="space-y-1.5">
            <Label htmlFor="user-role">Role</Label>
            <select
              id="user-role"
              className={selectClasses}
              value={role}
              onChange={(e) => setParams({ role: e.target.value, page: undefined })}
            >
              <option value="">Any role</option>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          </div>
        </div>
        {users.isPending && <Skeleton className="h-64 w-full" />}
        {users.isError && (
          <LoadFailed message="The accounts could not be loaded." onRetry={() => void users.refetch()} />
        )}
        {users.data && users.data.items.length === 0 && (
          <EmptyState icon={Users} title="No accounts match">
            Try part of a name or an e-mail address.
          </EmptyState>
        )}
        {users.data && users.data.items.length > 0 && (
          <>
            <ul
              aria-label="Accounts"
              className="divide-y divide-rule overflow-hidden rounded-lg border border-rule bg-white"
            >
              {users.data.items.map((u) => (
                <li key={u.id}>
                  <button
                    type="button"
                    aria-current={selected === u.id ? 'true' : undefined}
                    onClick={() => setParams({ user: u.id })}
                    className={cn(
                      'flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-brand-soft/50',
                      selected === u.id && 'bg-brand-soft',
                    )}
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium">{fullName(u)}</span>
                      <span className="block truncate text-sm text-muted">{u.email}</span>
                    </span>
                    {u.suspendedUntil && <Badge tone="orange">Suspended</Badge>}
                    <Badge tone={u.role === 'admin' || u.role === 'editor' ? 'brand' : 'neutral'}>
                      {ROLE_LABELS[u.role]}
                    </Badge>
                  </button>
                </li>
              ))}
            </ul>
            <div className="flex items-center justify-between text-sm text-muted">
              <span>
                {users.data.total} account{users.data.total === 1 ? '' : 's'}
              </span>
              <span className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={page <= 1}
                  onClick={() => setParams({ page: String(page - 1) })}
                >
                  Previous
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={page * USER_PAGE_SIZE >= users.data.total}
                  onClick={() => setParams({ page: String(page + 1) })}
                >
                  Next
                </Button>
              </span>
            </div>
          </>
        )}
      </div>
      <div>
        {selected ? (
          <UserPanel key={selected} id={selected} />
        ) : (
          <p className="rounded-lg border border-dashed border-stone-300 p-8 text-center text-muted">
            Choose an account to see and change it.
          </p>
        )}
      </div>
    </div>
  );
}
