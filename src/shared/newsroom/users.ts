/** The users desk (/api/admin/users, admins only). Staff may see e-mail addresses here, nowhere else. */
import { z } from 'zod';
import { optionalParam, pagingParams, optionalChoice } from '../query-params';
import { ROLES, roleSchema } from './roles';
import { instantSchema } from './fields';

export const adminUserListQuerySchema = z.object({
  /** Matches first name, last name or e-mail (contains, any case). */
  q: optionalParam(z.string().trim().max(100)),
  role: optionalChoice('role', ROLES),
  ...pagingParams({ default: 25, max: 100 }),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES),
  membershipType: z.string(),
  membershipStatus: z.string(),
  /** True while a complimentary premium membership granted by staff is on. */
  complimentaryPremium: z.boolean(),
  canUploadContent: z.boolean(),
  /** ISO instant until which the account is suspended, or null. */
  suspendedUntil: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** PATCH /api/admin/users/{id}: any subset. */
export const adminUserUpdateSchema = z
  .object({
    role: roleSchema.optional(),
    complimentaryPremium: z.boolean().optional(),
    canUploadContent: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type AdminUserUpdate = z.infer<typeof adminUserUpdateSchema>;

/** POST /api/admin/users/{id}/suspension: `until` must be in the future. */
export const suspendUserSchema = z.object({
  until: instantSchema('Until'),
  reason: z.string().trim().min(1, 'Please give a reason').max(1000, 'Reason must be at most 1000 characters'),
});
export type SuspendUser = z.infer<typeof suspendUserSchema>;

/** GET /api/admin/users/{id}/activity: what the account sent in. */
export const userActivitySchema = z.object({
  submissions: z.array(
    z.object({
      kind: z.string(),
      id: z.string(),
      title: z.string(),
      status: z.string(),
      city: z.string(),
      createdAt: z.string(),
    }),
  ),
  ventPosts: z.array(
    z.object({ id: z.string(), title: z.string(), status: z.string(), city: z.string(), createdAt: z.string() }),
  ),
});
export type UserActivityAnswer = z.infer<typeof userActivitySchema>;
