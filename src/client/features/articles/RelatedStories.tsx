import { isCity } from '../../../shared/cities';
import type { Article } from '../../../shared/magazine';
import { ArticleCard } from '../../components/cards/ArticleCard';
import { useArticleList } from './api';

const SHOWN = 3;

/** Up to 3 other stories of the same category and city, newest first; nothing when there are none. */
export function RelatedStories({ article }: { article: Article }) {
  const { data } = useArticleList({
    city: isCity(article.city) ? article.city : undefined,
    category: article.category,
    limit: SHOWN + 1, // one spare, in case the story itself is among them
  });
  const related = (data ?? []).filter((other) => other.id !== article.id).slice(0, SHOWN);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-stories" className="space-y-6 border-t-2 border-ink pt-6">
      <h2 id="related-stories" className="text-2xl font-bold">Related Stories</h2>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {related.map((other) => <ArticleCard key={other.id} article={other} />)}
      </div>
    </section>
  );
}
