import { useSearchParams } from 'wouter';

/**
 * Filters that live in the URL, so a filtered view can be shared: answers the current params and
 * a function that sets or (for an empty value) removes some of them, replacing the history entry.
 */
export function useUrlFilters(): [URLSearchParams, (change: Record<string, string | undefined>) => void] {
  const [params, setParams] = useSearchParams();
  const update = (change: Record<string, string | undefined>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(change)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return [params, update];
}
