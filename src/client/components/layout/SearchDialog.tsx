import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Search } from 'lucide-react';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { Input } from '../ui/Input';
import { Label } from '../ui/Label';

/** The header's search button: a small dialog that hands the words to the articles list. */
export function SearchButton() {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [, navigate] = useLocation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = query.trim();
    if (!words) return;
    setOpen(false);
    setQuery('');
    navigate(`/articles?q=${encodeURIComponent(words)}`);
  };

  return (
    <>
      <Button variant="ghost" size="icon" aria-label="Search" onClick={() => setOpen(true)}>
        <Search className="h-5 w-5" aria-hidden="true" />
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title="Search" description="Find local stories by keyword.">
        <form onSubmit={submit} role="search" className="space-y-3">
          <Label htmlFor="site-search">Search stories</Label>
          <div className="flex gap-2">
            <Input id="site-search" type="search" required value={query} onChange={(e) => setQuery(e.target.value)} autoFocus />
            <Button type="submit">Search</Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
