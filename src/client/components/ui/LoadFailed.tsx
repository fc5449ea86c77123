/**
 * What a part of a page says when what it shows could not be loaded: the reason, and a way to ask again
 * instead of reloading the whole page. (A public list that fails shows its empty state instead, with
 * `EmptyState`'s `onRetry`.)
 */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <p role="alert" className="text-sm text-red-700">
      {message}{' '}
      <button type="button" onClick={onRetry} className="cursor-pointer font-medium underline underline-offset-2">
        Try again
      </button>
    </p>
  );
}
