import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import type { ContentKind } from '../../../../shared/newsroom';
import { Button } from '../../../components/ui/Button';
import { Input, selectClasses } from '../../../components/ui/Input';
import { Label } from '../../../components/ui/Label';
import { useCategories, useContentAuthors } from './api';
import { CATEGORY_FILTERS, CATEGORY_TYPES, STATUS_CHOICES, cityChoices, type Choice } from './kind-config';

export interface FilterValues {
  q: string;
  city: string;
  status: string;
  category: string;
  sort: string;
  author: string;
  from: string;
  to: string;
}

const SORT_CHOICES: Choice[] = [
  { value: 'updated', label: 'Last edited' },
  { value: 'title', label: 'Title A–Z' },
  { value: 'published', label: 'Publish date' },
  { value: 'status', label: 'Status' },
];

interface ContentFiltersProps {
  kind: ContentKind;
  values: FilterValues;
  onChange: (change: Partial<FilterValues>) => void;
}

/** The categories a kind's items can be in (the categories list, or the kind's fixed choices). */
export function useCategoryChoices(kind: ContentKind): Choice[] {
  const category = CATEGORY_FILTERS[kind];
  const categories = useCategories();
  if (category.source === 'fixed') return category.choices;
  return (categories.data ?? [])
    .filter((c) => c.type === CATEGORY_TYPES[kind])
    .map((c) => ({ value: c.name, label: c.name }));
}

/** Search, filters and order of a content list; choosing one applies it at once. */
export function ContentFilters({ kind, values, onChange }: ContentFiltersProps) {
  const [q, setQ] = useState(values.q);
  const category = CATEGORY_FILTERS[kind];
  const categoryChoices = useCategoryChoices(kind);
  const authors = useContentAuthors();
  const authorChoices: Choice[] = [
    { value: 'me', label: 'Me' },
    ...(authors.data ?? []).map((a) => ({ value: a.id, label: a.name })),
  ];
  const myDrafts = values.author === 'me' && values.status === 'draft';

  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: q.trim() });
  };

  return (
    <div className="grid gap-3 rounded-lg border border-rule bg-white p-4 sm:grid-cols-2 xl:grid-cols-4">
      <form role="search" onSubmit={search} className="space-y-1.5 sm:col-span-2 xl:col-span-1">
        <Label htmlFor="content-search">Search</Label>
        <div className="flex gap-2">
          <Input
            id="content-search"
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder="Title or words in it"
          />
          <Button type="submit" variant="outline" className="h-11" aria-label="Search">
            <Search className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      </form>
      <Select
        label="City"
        value={values.city}
        all="All cities"
        choices={cityChoices(kind)}
        onChange={(city) => onChange({ city })}
      />
      <Select
        label="Status"
        value={values.status}
        all="Any status"
        choices={STATUS_CHOICES}
        onChange={(status) => onChange({ status })}
      />
      <Select
        label={category.label}
        value={values.category}
        all={`Any ${category.label.toLowerCase()}`}
        choices={categoryChoices}
        onChange={(c) => onChange({ category: c })}
      />
      <Select
        label="Author"
        value={values.author}
        all="Anyone"
        choices={authorChoices}
        onChange={(author) => onChange({ author })}
      />
      <DateField label="Published from" value={values.from} onChange={(from) => onChange({ from })} />
      <DateField label="Published until" value={values.to} onChange={(to) => onChange({ to })} />
      <Select
        label="Sort by"
        value={values.sort}
        all="Newest first"
        choices={SORT_CHOICES}
        onChange={(sort) => onChange({ sort })}
      />
      <label className="flex min-h-11 items-center gap-2 self-end text-sm font-medium">
        <input
          type="checkbox"
          className="h-5 w-5 accent-brand"
          checked={myDrafts}
          onChange={(e) => onChange(e.target.checked ? { author: 'me', status: 'draft' } : { author: '', status: '' })}
        />
        My drafts
      </label>
    </div>
  );
}

function DateField({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const id = `filter-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div className="min-w-0 space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="date" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

interface SelectProps {
  label: string;
  value: string;
  all: string;
  choices: Choice[];
  onChange: (value: string) => void;
}

function Select({ label, value, all, choices, onChange }: SelectProps) {
  const id = `filter-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div className="min-w-0 space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={selectClasses} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{all}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}
