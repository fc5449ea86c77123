import type { AdminUser, Role } from '../../../../shared/newsroom';

export const ROLE_LABELS: Record<Role, string> = {
  member: 'Member',
  contributor: 'Contributor',
  editor: 'Editor',
  admin: 'Admin',
};

export const ROLE_HINTS: Record<Role, string> = {
  member: 'Reads, comments and submits for review.',
  contributor: 'An approved contributor: a byline, submissions marked as theirs.',
  editor: 'The newsroom, the review desk, moderation and the newsletter.',
  admin: 'Everything editors do, plus users, roles and ads.',
};

export const fullName = (u: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email || 'Unnamed account';
