import { Link } from 'wouter';
import { Inbox, LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import type { AuthUser } from '../../../shared/auth';
import { displayName, signOut } from '../../lib/auth';
import { isStaffRole } from '../../lib/staff';
import { Button } from '../ui/Button';

/** The header's account links for a signed-in reader: staff area (staff only), account, submissions, sign out. */
export function SignedInArea({ user }: { user: AuthUser }) {
  return (
    <div className="flex min-w-0 items-center gap-1">
      {/* Editors and admins get the way into the staff area; members never see it. */}
      {isStaffRole(user.role) && (
        <Link
          href="/admin"
          aria-label="Staff area"
          title="Staff area"
          className="hidden items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-brand hover:bg-brand-soft sm:inline-flex"
        >
          <LayoutDashboard className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="hidden whitespace-nowrap 2xl:inline">Staff area</span>
        </Link>
      )}
      <Link
        href="/account"
        className="inline-flex max-w-[9rem] min-w-0 items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium whitespace-nowrap hover:text-brand xl:max-w-[14rem]"
        title={displayName(user)}
      >
        <UserRound className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span className="truncate">{displayName(user)}</span>
      </Link>
      <Link
        href="/account/submissions"
        className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium hover:text-brand"
        aria-label="My submissions"
        title="My submissions"
      >
        <Inbox className="h-4 w-4 shrink-0" aria-hidden="true" />
        <span className="hidden 2xl:inline">My submissions</span>
      </Link>
      <Button variant="ghost" size="sm" onClick={signOut} aria-label="Sign Out" title="Sign Out">
        <LogOut className="h-4 w-4" aria-hidden="true" />
        <span className="hidden whitespace-nowrap sm:inline lg:hidden 2xl:inline">Sign Out</span>
      </Button>
    </div>
  );
}
