import { useQuery } from '@tanstack/react-query';
import type { AuthUser } from '../../shared/auth';
import { apiRequest, getQueryFn } from './api';
import { useServerOrHydrating } from './ssr';

export type { AuthUser };

export const AUTH_USER_KEY = ['/api/auth/user'] as const;

/**
 * Who is signed in. A 401 answers null (anonymous); any other failure also counts as
 * anonymous, because a broken account call must never hide the rest of the site.
 */
export function useAuth() {
  const { data, isLoading } = useQuery<AuthUser | null>({
    queryKey: AUTH_USER_KEY,
    queryFn: getQueryFn<AuthUser>({ on401: 'returnNull' }),
    retry: false,
  });
  // On the server and while React adopts its HTML, the account is "loading" whatever the browser
  // already knows, so both render the same; the signed-in parts fill in on the render right after.
  const hydrating = useServerOrHydrating();
  if (hydrating) return { user: null, isLoading: true, isAuthenticated: false };
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}

/** The name the header greets with: first name, else the e-mail before '@', else 'User'. */
export function displayName(user: Pick<AuthUser, 'firstName' | 'email'>): string {
  const first = user.firstName?.trim();
  if (first) return first;
  const local = user.email?.split('@')[0]?.trim();
  return local || 'User';
}

/** Sign-in is a whole-page navigation to the server (spec 000 section 7). */
export function signIn(): void {
  window.location.href = '/api/login';
}

/** Sign-out posts to /api/logout (a cross-site link cannot sign anyone out), then starts over at home. */
export async function signOut(): Promise<void> {
  try {
    await fetch('/api/logout', { method: 'POST', credentials: 'include' });
  } finally {
    window.location.href = '/';
  }
}

/** Asks for a new verification link for the signed-in account; answers the server's message. */
export async function resendVerification(): Promise<string> {
  const res = await apiRequest('POST', '/api/auth/verify-email/resend');
  const body = (await res.json().catch(() => ({}))) as { message?: string };
  return body.message ?? 'We have sent you a new link.';
}
