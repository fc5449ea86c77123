/** "3 comments" on a card, nothing for none (kept apart from shared/comments so cards carry no zod). */
export function CommentCount({ count, className }: { count: number | undefined; className?: string }) {
  if (!count) return null;
  return <span className={className}>{`${count} comment${count === 1 ? '' : 's'}`}</span>;
}
