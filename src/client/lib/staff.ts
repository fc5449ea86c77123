/**
 * Role levels as the server enforces them (shared/newsroom/roles.ts): editors and admins are
 * staff; admins alone manage users and ads. Kept free of zod so the header can use it without
 * pulling the schema library into every reader's first download.
 */
export type StaffLevel = 'staff' | 'admin';

export function isStaffRole(role: string | null | undefined): boolean {
  return role === 'editor' || role === 'admin';
}

export function hasStaffLevel(role: string | null | undefined, level: StaffLevel): boolean {
  return level === 'admin' ? role === 'admin' : isStaffRole(role);
}
