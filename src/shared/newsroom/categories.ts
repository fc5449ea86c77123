/** Categories: articles pick from these, staff edit them at /api/admin/categories, the footer links the filled ones. */
import { z } from 'zod';
import { opt, req } from './fields';

/** Categories (articles pick from these); staff edit them at /api/admin/categories. */
export const categoryInputSchema = z.object({
  name: req('Name', 100),
  type: z.string().trim().min(1).max(40).default('article'),
  description: opt('Description', 1000),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Color must be like #3B82F6')
    .optional(),
});
export const categoryUpdateSchema = categoryInputSchema.partial();
export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  createdAt: z.string(),
});
/** GET /api/categories: each category with how many published stories it holds (the footer links only to filled ones). */
export const publicCategorySchema = categorySchema.extend({ articleCount: z.number().int() });
export type PublicCategory = z.infer<typeof publicCategorySchema>;
export type CategoryInput = z.infer<typeof categoryInputSchema>;
export type CategoryItem = z.infer<typeof categorySchema>;
