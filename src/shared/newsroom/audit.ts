/** The audit log: every staff action on content, users and moderation (GET /api/admin/audit, admins). */
import { z } from 'zod';
import { optionalParam, pagingParams } from '../query-params';
import { instantSchema } from './fields';

/** Actions written by the newsroom; other desks may add their own (`<entity>.<verb>`). */
export const AUDIT_ACTIONS = [
  'content.create',
  'content.update',
  'content.delete',
  'content.restore',
  'category.create',
  'category.update',
  'category.delete',
  'user.update',
  'user.suspend',
  'user.unsuspend',
  'moderation.decide',
  'media.upload',
  'media.update',
  'media.replace',
  'media.delete',
] as const;

export const auditQuerySchema = z.object({
  /** Actor user id. */
  actor: optionalParam(z.string().max(100)),
  action: optionalParam(z.string().max(60)),
  /** Entity type (e.g. "articles", "user", "category") or "type:id" for one item. */
  entity: optionalParam(z.string().max(200)),
  from: optionalParam(instantSchema('from')),
  to: optionalParam(instantSchema('to')),
  ...pagingParams({ default: 50, max: 200 }),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  /** Display name of the actor at the time (never an e-mail). */
  actorName: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** The item's name as the entry recorded it (its title or name), to show instead of its id. */
  entityLabel: z.string().nullable(),
  /** JSON of the item before and after (null on create / delete). */
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Staff who appear in the log, for the "who" filter. */
export const auditActorSchema = z.object({ id: z.string(), name: z.string() });
export type AuditActor = z.infer<typeof auditActorSchema>;
