import { Link, useParams } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { ArticleView } from '../../components/article/ArticleView';
import { DetailError, DetailNotFound, DetailSkeleton, detailTitle } from '../../components/cards/DetailStates';
import { ShareLinks } from '../../components/cards/ShareLinks';
import { SaveButton } from '../../components/saved/SaveButton';
import { usePageTitle } from '../../lib/use-page-title';
import { usePageUrl } from '../../lib/ssr';
import { useArticle } from '../../lib/queries/articles';
import { RelatedStories } from './RelatedStories';
import { StoryTags } from './StoryTags';
import { useRecordView } from '../../lib/queries/recommendations';
import { Comments } from '../../components/comments/Comments';

export default function ArticleDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { data: article, isPending, isError, refetch } = useArticle(id);
  useRecordView('article', article?.id);
  usePageTitle(detailTitle({ name: article?.title, isPending, isError, notFound: 'Story Not Found' }));
  const pageUrl = usePageUrl();

  if (isError) return <DetailError onRetry={() => void refetch()} />;
  if (isPending) return <DetailSkeleton label="Loading the story" />;
  if (!article) {
    return (
      <DetailNotFound title="Story Not Found" back={{ href: '/articles', label: 'Browse All Articles' }}>
        We couldn't find this story. It may have been moved or taken down.
      </DetailNotFound>
    );
  }

  return (
    <div className="mx-auto max-w-7xl space-y-12 px-4 py-10 sm:px-6 sm:py-14">
      <ArticleView
        article={article}
        authorHref={`/articles?author=${encodeURIComponent(article.author)}`}
        top={
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Link
              href="/articles"
              className="inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline"
            >
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All Articles
            </Link>
            <SaveButton kind="articles" id={article.id} title={article.title} size="sm" />
          </div>
        }
        bottom={
          <div className="mx-auto max-w-[68ch] border-t border-rule pt-6">
            <StoryTags tags={article.tags} />
            <ShareLinks title={article.title} url={pageUrl} />
          </div>
        }
      />
      <Comments kind="article" storyId={article.id} title={article.title} />
      <RelatedStories article={article} />
    </div>
  );
}
