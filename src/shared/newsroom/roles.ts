/** The four roles of the site, checked on the server; the client only uses them to show or hide links. */
import { z } from 'zod';

export const ROLES = ['member', 'contributor', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES, { error: `role must be one of: ${ROLES.join(', ')}` });

/** The newsroom: editors and admins (review desk, moderation, newsletter desk, content). */
export const STAFF_ROLES: readonly Role[] = ['editor', 'admin'];

export const isStaffRole = (role: string | null | undefined): boolean => role === 'editor' || role === 'admin';
export const isAdminRole = (role: string | null | undefined): boolean => role === 'admin';

/** A stored role read back safely: anything unknown counts as a member. */
export const toRole = (value: string | null | undefined): Role =>
  (ROLES as readonly string[]).includes(value ?? '') ? (value as Role) : 'member';
