/** The public article list, declared once: its query, its summaries, its page and its total (service.ts). */
import { articleListQuerySchema, articleSummarySchema } from '../../../shared/magazine';
import { definePublicList } from '../../platform/lists/define';
import { countArticles, listArticles } from './service';

export const articleList = definePublicList({
  name: 'articles',
  query: articleListQuerySchema,
  item: articleSummarySchema,
  cached: true,
  read: (query, { db, now }) => listArticles(db, query, now),
  count: (query, { db, now }) => countArticles(db, query, now),
});
