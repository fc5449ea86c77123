import { Heart } from 'lucide-react';
import { cn } from '../../lib/cn';

interface Props {
  title: string;
  likes: number;
  liked: boolean;
  pending: boolean;
  onLike: () => void;
}

/** One like per visitor: once liked the heart stays filled and another press sends nothing. */
export function LikeButton({ title, likes, liked, pending, onLike }: Props) {
  return (
    <button
      type="button"
      aria-pressed={liked}
      disabled={pending}
      onClick={() => !liked && onLike()}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium transition-colors',
        liked ? 'border-brand bg-brand-soft text-brand' : 'border-rule text-muted hover:border-brand hover:text-brand',
      )}
    >
      <Heart className={cn('h-4 w-4', liked && 'fill-current')} aria-hidden="true" />
      {/* Named by what it shows: the spoken name includes the visible count. */}
      <span className="sr-only">Like {title}, </span>
      <span>{likes}</span>
      <span className="sr-only"> {likes === 1 ? 'like' : 'likes'}</span>
    </button>
  );
}
