/** Article categories: staff edit them; the article form and the public filters read them. */
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import {
  articles,
  businesses,
  categories,
  deals,
  fashionItems,
  resources,
  type Category,
  type User,
} from '../../../db/schema';
import {
  categoryInputSchema,
  categorySchema,
  categoryUpdateSchema,
  publicCategorySchema,
  type PublicCategory,
  type CategoryInput,
  type CategoryItem,
} from '../../../../shared/newsroom/categories';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import { publicReadCache } from '../../../platform/cache';
import { appNow } from '../../../platform/clock';
import { publicNow } from '../../../platform/visibility';
import { PUBLISHED } from '../../../../shared/publishing';
import { currentUser, requireStaff } from '../../../platform/guards';

const toItem = (c: Category): CategoryItem => ({ ...c, createdAt: c.createdAt.toISOString() });
const notFound = () => new AppError('NOT_FOUND', 404, 'This category does not exist.');
const exists = () =>
  new AppError('CATEGORY_EXISTS', 409, 'A category with this name already exists.', [
    { path: 'name', message: 'A category with this name already exists.' },
  ]);

async function nameTaken(db: Db, name: string, except?: string) {
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories);
  return rows.some((r) => r.id !== except && r.name.toLowerCase() === name.toLowerCase());
}

export async function listCategories(db: Db): Promise<CategoryItem[]> {
  return (await db.select().from(categories).orderBy(asc(categories.name))).map(toItem);
}

async function createCategory(db: Db, input: CategoryInput, user: User, now: Date) {
  if (await nameTaken(db, input.name)) throw exists();
  const [row] = await db.insert(categories).values(input).returning();
  const item = toItem(row!);
  await recordAudit(db, {
    actor: user,
    action: 'category.create',
    entityType: 'category',
    entityId: item.id,
    after: item,
    at: now,
  });
  return item;
}

/** Where each type's items keep their category's name (events have none). */
const FILED_UNDER = {
  article: { table: articles, column: articles.category },
  business: { table: businesses, column: businesses.category },
  deal: { table: deals, column: deals.category },
  resource: { table: resources, column: resources.category },
  fashion: { table: fashionItems, column: fashionItems.category },
} as const;

async function updateCategory(db: Db, id: string, input: Partial<CategoryInput>, user: User, now: Date) {
  const [before] = await db.select().from(categories).where(eq(categories.id, id));
  if (!before) throw notFound();
  if (input.name && (await nameTaken(db, input.name, id))) throw exists();
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx.update(categories).set(input).where(eq(categories.id, id)).returning();
    // A rename moves what is filed under the old name along, so no story is left in a lost category.
    const filed = FILED_UNDER[before.type as keyof typeof FILED_UNDER];
    if (filed && input.name && input.name !== before.name) {
      await tx.update(filed.table).set({ category: input.name }).where(eq(filed.column, before.name));
    }
    return updated;
  });
  const item = toItem(row!);
  await recordAudit(db, {
    actor: user,
    action: 'category.update',
    entityType: 'category',
    entityId: id,
    before: toItem(before),
    after: item,
    at: now,
  });
  return item;
}

async function deleteCategory(db: Db, id: string, user: User, now: Date) {
  const [before] = await db.delete(categories).where(eq(categories.id, id)).returning();
  if (!before) throw notFound();
  await recordAudit(db, {
    actor: user,
    action: 'category.delete',
    entityType: 'category',
    entityId: id,
    before: toItem(before),
    at: now,
  });
}

const idParams = z.object({ id: z.string().min(1).max(100) });

/** Register with the '/api/admin' prefix: staff only. */
export const categoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireStaff);
  // The footer and filters read the list: a change shows at once.
  app.addHook('onResponse', async (req, reply) => {
    if (req.method !== 'GET' && reply.statusCode < 400) publicReadCache(app).clear(['articles:categories']);
  });
  const db = () => app.deps.database.db;
  const tags = ['newsroom'];
  app.get('/categories', { schema: { tags, response: { 200: z.array(categorySchema) } } }, async () =>
    listCategories(db()),
  );
  app.post(
    '/categories',
    { schema: { tags, body: categoryInputSchema, response: { 201: categorySchema } } },
    async (req, reply) => reply.status(201).send(await createCategory(db(), req.body, currentUser(req), appNow(app))),
  );
  app.patch(
    '/categories/:id',
    { schema: { tags, params: idParams, body: categoryUpdateSchema, response: { 200: categorySchema } } },
    async (req) => updateCategory(db(), req.params.id, req.body, currentUser(req), appNow(app)),
  );
  app.delete('/categories/:id', { schema: { tags, params: idParams } }, async (req, reply) => {
    await deleteCategory(db(), req.params.id, currentUser(req), appNow(app));
    return reply.status(204).send();
  });
};

/** The categories with the number of public stories filed under each (names compared without letter case). */
async function listPublicCategories(db: Db, now: Date): Promise<PublicCategory[]> {
  const key = sql<string>`lower(trim(${articles.category}))`;
  const [list, counts] = await Promise.all([
    listCategories(db),
    db
      .select({ key, n: sql<number>`count(*)::int` })
      .from(articles)
      .where(publicNow(articles.status, articles.publishDate, now, [PUBLISHED]))
      .groupBy(key),
  ]);
  const byName = new Map(counts.map((c) => [c.key, c.n]));
  return list.map((c) => ({ ...c, articleCount: byName.get(c.name.trim().toLowerCase()) ?? 0 }));
}

/** GET /api/categories: the same list for public filters and the footer, with each one's story count. */
export const publicCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = publicReadCache(app);
  app.get(
    '/categories',
    { schema: { tags: ['articles'], response: { 200: z.array(publicCategorySchema) } } },
    // Under the articles' prefix, so publishing or editing a story refreshes the counts.
    async () => cache.get('articles:categories', () => listPublicCategories(app.deps.database.db, appNow(app))),
  );
};
