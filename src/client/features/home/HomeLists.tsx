import type { City } from '../../../shared/cities';
import { ArticleCard } from '../../components/cards/ArticleCard';
import { CardSkeletons } from '../../components/cards/CardSkeletons';
import { GRID } from '../../components/cards/grids';
import { useArticleList, useFeaturedArticle } from '../../lib/queries/articles';
import { HomeSection, SectionEmpty } from './HomeSection';

/** Spec 000 section 9: the front page shows 6 stories, 4 businesses and 3 events. */
export const HOME_COUNTS = { articles: 6, businesses: 4, events: 3 } as const;

// A list that fails shows its empty state (spec 000 section 8), so "no data" covers both.

export function LatestStories({ city }: { city: City }) {
  // One more than shown, so the cover story (already in the hero above) can be left out and six remain.
  const { data: list, isPending, isError } = useArticleList({ city, limit: HOME_COUNTS.articles + 1 });
  const { data: featured } = useFeaturedArticle(city);
  const data = list?.filter((article) => article.id !== featured?.id).slice(0, HOME_COUNTS.articles);
  return (
    <HomeSection
      id="latest-stories"
      title="Latest Stories"
      accent="blue"
      link={{ href: '/articles', label: 'All articles' }}
    >
      {isPending && !isError ? (
        <CardSkeletons count={HOME_COUNTS.articles} shape="article" label="Loading stories" className={GRID.articles} />
      ) : data?.length ? (
        <div className={GRID.articles}>
          {data.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </div>
      ) : (
        <SectionEmpty>No articles available at this time.</SectionEmpty>
      )}
    </HomeSection>
  );
}
