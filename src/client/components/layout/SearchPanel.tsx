import { useId, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { Loader2 } from 'lucide-react';
import { SEARCH_KIND_LABELS, SEARCH_QUERY_MAX, type SearchHit } from '../../../shared/search';
import { cn } from '../../lib/cn';
import { useDebounced, useSearch } from '../../lib/search';
import { Highlighted } from '../Highlighted';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { Label } from '../ui/Label';
import { inputClasses } from '../ui/Input';

const PER_KIND = 3;

/**
 * The header's search dialog with results as you type (a combobox: arrow keys move through the
 * results, Enter opens the highlighted one, or the full results page when none is highlighted).
 * Loaded when a reader first reaches for the search button (SearchDialog.tsx).
 */
export function SearchPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Search"
      description="Stories, businesses, events, artists and more."
    >
      {open && <SearchBox onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function SearchBox({ onDone }: { onDone: () => void }) {
  const [, navigate] = useLocation();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const words = useDebounced(query.trim(), 200);
  const { data, isFetching } = useSearch({ q: words, limit: PER_KIND });
  const listId = useId();
  const hits: SearchHit[] = words.length >= 2 ? (data?.groups.flatMap((g) => g.hits) ?? []) : [];
  const optionId = (i: number) => `${listId}-option-${i}`;

  const go = (url: string) => {
    onDone();
    navigate(url);
  };
  const submitAll = () => {
    const q = query.trim();
    if (q) go(`/search?q=${encodeURIComponent(q)}`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && hits.length > 0) {
      event.preventDefault();
      setActive((i) => (i + 1) % hits.length);
    } else if (event.key === 'ArrowUp' && hits.length > 0) {
      event.preventDefault();
      setActive((i) => (i <= 0 ? hits.length - 1 : i - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = hits[active];
      if (hit) go(hit.url);
      else submitAll();
    }
  };

  let index = -1;
  return (
    <div role="search" className="space-y-3">
      <Label htmlFor="site-search">Search the site</Label>
      <div className="relative">
        <input
          id="site-search"
          type="search"
          role="combobox"
          aria-expanded={hits.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && hits[active] ? optionId(active) : undefined}
          autoComplete="off"
          autoFocus
          maxLength={SEARCH_QUERY_MAX}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          placeholder="Try “bakery” or “jazz”"
          className={cn(inputClasses, 'pr-9')}
        />
        {isFetching && (
          <Loader2
            className="absolute top-1/2 right-3 h-4 w-4 -translate-y-1/2 animate-spin text-muted"
            aria-hidden="true"
          />
        )}
      </div>
      <div id={listId} role="listbox" aria-label="Search results" className="max-h-[50vh] space-y-3 overflow-y-auto">
        {words.length >= 2 &&
          data?.groups.map((group) => (
            <div key={group.kind} role="group" aria-label={SEARCH_KIND_LABELS[group.kind]}>
              <p className="px-2 text-xs font-semibold tracking-wide text-muted uppercase" aria-hidden="true">
                {SEARCH_KIND_LABELS[group.kind]}
              </p>
              {group.hits.map((hit) => {
                index += 1;
                const i = index;
                return (
                  <div
                    key={`${hit.kind}-${hit.id}`}
                    id={optionId(i)}
                    role="option"
                    aria-selected={active === i}
                    onMouseEnter={() => setActive(i)}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => go(hit.url)}
                    className={cn(
                      'cursor-pointer rounded-md px-2 py-1.5',
                      active === i ? 'bg-brand-soft' : 'hover:bg-stone-50',
                    )}
                  >
                    <p className="font-semibold">
                      <Highlighted text={hit.title} />
                    </p>
                    <p className="line-clamp-1 text-sm text-muted">
                      <Highlighted text={hit.snippet} />
                    </p>
                  </div>
                );
              })}
            </div>
          ))}
      </div>
      {words.length >= 2 && data && data.groups.length === 0 && !isFetching && (
        <p className="text-sm text-muted" role="status">
          Nothing matches “{words}” yet. Try another word, or press Enter for the full search.
        </p>
      )}
      <Button type="button" variant="outline" className="w-full" onClick={submitAll} disabled={!query.trim()}>
        See all results{query.trim() ? ` for “${query.trim()}”` : ''}
      </Button>
    </div>
  );
}
