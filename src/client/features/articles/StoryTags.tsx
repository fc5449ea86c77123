import { Link } from 'wouter';

/** A story's tags, each a link to the site search for it. */
export function StoryTags({ tags }: { tags: readonly string[] | undefined }) {
  if (!tags?.length) return null;
  return (
    <nav aria-label="Tags" className="mb-5">
      <ul className="flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <Link
              href={`/search?q=${encodeURIComponent(tag)}`}
              className="inline-flex rounded-full border border-rule px-3 py-1 text-sm text-ink hover:border-brand hover:text-brand"
            >
              #{tag}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
