import { useQuery } from '@tanstack/react-query';
import type { AuthUser } from '../../shared/auth';
import { getQueryFn } from './api';

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

/** Sign-in and sign-out are whole-page navigations to the server (spec 000 section 7). */
export function signIn(): void {
  window.location.href = '/api/login';
}

export function signOut(): void {
  window.location.href = '/api/logout';
}
