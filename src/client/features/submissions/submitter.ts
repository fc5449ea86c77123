import type { AuthUser } from '../../lib/auth';

/** Who is submitting: the forms start with the signed-in reader's name and e-mail filled in. */
export interface Submitter {
  name: string;
  email: string;
  /** Premium members and staff may upload photos (the server checks it again). */
  canUpload: boolean;
}

export function submitterOf(user: AuthUser | null): Submitter {
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  const staff = user?.role === 'editor' || user?.role === 'admin';
  return { name, email: user?.email ?? '', canUpload: !!user && (user.canUploadContent || staff) };
}
