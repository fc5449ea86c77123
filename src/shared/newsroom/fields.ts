/** The field rules the staff content bodies are built from (shared/newsroom/content.ts). */
import { z } from 'zod';
import { CITIES } from '../cities';

export const req = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
/** Optional text: blank becomes null (clears the field). */
export const opt = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(max, `${label} must be at most ${max} characters`).nullable().optional(),
  );
/** A link: http(s) or a site path (our uploads, "/media/demo/..."). Never javascript: or data:. */
export const linkSchema = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(2000, `${label} is too long`)
    .refine(
      (v) => /^https?:\/\/[^\s]+$/i.test(v) || /^\/(?!\/)[^\s]*$/.test(v),
      `${label} must be a web address (https://...) or a site path`,
    );
export const optLink = (label: string) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), linkSchema(label).nullable().optional());
export const optEmail = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.email(`${label} must be a valid e-mail address`).max(254).nullable().optional(),
  );
/** ISO 8601 instant with an offset, e.g. "2026-12-01T18:00:00Z" or "2026-12-01T13:00:00-05:00". */
export const instantSchema = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label} must be a date and time like 2026-12-01T18:00:00-05:00` });
export const money = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string()
      .regex(/^\d{1,8}(\.\d{1,2})?$/, `${label} must be an amount like 12.50`)
      .nullable()
      .optional(),
  );
export const stringList = (label: string) =>
  z.array(z.string().trim().min(1).max(2000), { error: `${label} must be a list` }).max(30);
export const citySchema = z.enum(CITIES, { error: `city must be one of: ${CITIES.join(', ')}` });
