import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import type { ContentKind } from '../../../shared/newsroom';
import { Button } from '../../components/ui/Button';
import { Input, selectClasses } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import { useCategories } from './api';
import { CATEGORY_FILTERS, CATEGORY_TYPES, STATUS_CHOICES, cityChoices, type Choice } from './kind-config';

export interface FilterValues {
  q: string;
  city: string;
  status: string;
  category: string;
}

interface ContentFiltersProps {
  kind: ContentKind;
  values: FilterValues;
  onChange: (change: Partial<FilterValues>) => void;
}

/** Search and the three filters of a content list; choosing a filter applies it at once. */
export function ContentFilters({ kind, values, onChange }: ContentFiltersProps) {
  const [q, setQ] = useState(values.q);
  const category = CATEGORY_FILTERS[kind];
  const categories = useCategories();
  const categoryChoices: Choice[] =
    category.source === 'fixed'
      ? category.choices
      : (categories.data ?? [])
          .filter((c) => c.type === CATEGORY_TYPES[kind])
          .map((c) => ({ value: c.name, label: c.name }));

  const search = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: q.trim() });
  };

  return (
    <div className="grid gap-3 rounded-lg border border-rule bg-white p-4 sm:grid-cols-2 xl:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
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
    <div className="space-y-1.5">
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
