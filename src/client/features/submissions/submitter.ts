import type { AuthUser } from '../../lib/auth';

/** Who is submitting: the forms start with the signed-in reader's name and e-mail filled in. */
export interface Submitter {
  name: string;
  email: string;
}

export function submitterOf(user: AuthUser | null): Submitter {
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return { name, email: user?.email ?? '' };
}
