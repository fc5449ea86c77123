import { isCity } from '../../../shared/cities';
import type { Article } from '../../../shared/magazine';
import { ArticleCard } from '../../components/cards/ArticleCard';
import { useArticleList } from '../../lib/queries/articles';

const SHOWN = 3;

/**
 * Up to 3 other stories: the same section and city first, then the city's newest, so a reader
 * always has somewhere to go next. Nothing when the city has no other stories.
 */
export function RelatedStories({ article }: { article: Article }) {
  const city = isCity(article.city) ? article.city : undefined;
  // One spare in each list, in case the story itself is among them.
  const sameSection = useArticleList({ city, category: article.category, limit: SHOWN + 1 });
  const sameCity = useArticleList({ city, limit: SHOWN + 1 });
  const seen = new Set([article.id]);
  const related = [...(sameSection.data ?? []), ...(sameCity.data ?? [])]
    .filter((other) => !seen.has(other.id) && seen.add(other.id))
    .slice(0, SHOWN);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-stories" className="space-y-6 border-t-2 border-ink pt-6">
      <h2 id="related-stories" className="text-2xl font-bold">
        Related Stories
      </h2>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {related.map((other) => (
          <ArticleCard key={other.id} article={other} />
        ))}
      </div>
    </section>
  );
}
