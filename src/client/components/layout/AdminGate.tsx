import type { ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';
import { useAuth } from '../../lib/auth';
import { EmptyState } from '../ui/EmptyState';
import { SignInPrompt } from './SignInPrompt';

/**
 * Staff pages: signed-out visitors are asked to log in, members are told the page is for staff,
 * admins see the page (spec 001 section 6). The server enforces the same rule on every call.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) return null;
  if (!user) return <SignInPrompt title="Access Restricted">Please log in to access the admin panel</SignInPrompt>;
  if (user.role !== 'admin') {
    return (
      <EmptyState icon={ShieldAlert} title="Admin Access Required">
        You don't have permission to access this page.
      </EmptyState>
    );
  }
  if (user.mfaSetupRequired) {
    return (
      <EmptyState icon={ShieldAlert} title="Two-Step Sign-In Required">
        Staff must turn on two-step sign-in before using the staff area.{' '}
        <a href="/account#two-step" className="font-medium text-brand underline underline-offset-4">
          Set it up on your account page
        </a>
        .
      </EmptyState>
    );
  }
  return <>{children}</>;
}
