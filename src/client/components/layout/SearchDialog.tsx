import { lazy, useState } from 'react';
import { Search } from 'lucide-react';
import { Button } from '../ui/Button';
import { Boundary } from '../../lib/ssr';

// The dialog, its results and Radix Dialog load when a reader reaches for the button, not with the page.
const loadPanel = () => import('./SearchPanel');
const SearchPanel = lazy(() => loadPanel().then((m) => ({ default: m.SearchPanel })));

/** The header's search button; the search itself opens in a dialog (SearchPanel.tsx). */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  // Once opened the dialog stays mounted, so closing it animates and gives focus back to the button.
  const [used, setUsed] = useState(false);
  const warm = () => void loadPanel();
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Search"
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <Search className="h-5 w-5" aria-hidden="true" />
      </Button>
      {used && (
        <Boundary fallback={null}>
          <SearchPanel open={open} onOpenChange={setOpen} />
        </Boundary>
      )}
    </>
  );
}
