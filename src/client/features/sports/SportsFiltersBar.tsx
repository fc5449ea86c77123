import { CITIES } from '../../../shared/cities';
import { LEAGUES, SPORTS, SPORTS_TABS } from '../../../shared/sports';
import { Button } from '../../components/ui/Button';
import { inputClasses } from '../../components/ui/Input';
import { Label } from '../../components/ui/Label';
import type { SportsFilters } from './api';
import { cityLabel, leagueLabel, sportLabel } from './labels';

interface Props {
  filters: SportsFilters;
  onChange: (change: Partial<SportsFilters>) => void;
  onClear: () => void;
}

const selectClasses = `${inputClasses} h-11`;
const CONTENT_TYPES = SPORTS_TABS.filter((t) => t.value !== 'all');

export function SportsFiltersBar({ filters, onChange, onClear }: Props) {
  const select = (
    key: keyof SportsFilters,
    label: string,
    all: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <div className="space-y-1.5">
      <Label htmlFor={`sports-${key}`}>{label}</Label>
      <select
        id={`sports-${key}`}
        className={selectClasses}
        value={filters[key]}
        onChange={(e) => onChange({ [key]: e.target.value })}
      >
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  const active = Object.values(filters).some(Boolean);

  return (
    <div
      role="search"
      aria-label="Filter sports"
      className="grid items-end gap-4 rounded-lg border border-rule bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
    >
      {select(
        'sport',
        'Sport',
        'All Sports',
        SPORTS.map((s) => ({ value: s, label: sportLabel(s) })),
      )}
      {select('category', 'Content type', 'All Types', CONTENT_TYPES)}
      {select(
        'league',
        'League level',
        'All Levels',
        LEAGUES.map((l) => ({ value: l, label: leagueLabel(l) })),
      )}
      {select(
        'city',
        'City',
        'All Cities',
        CITIES.map((c) => ({ value: c, label: cityLabel(c) })),
      )}
      <Button variant="outline" className="h-11" disabled={!active} onClick={onClear}>
        Clear Filters
      </Button>
    </div>
  );
}
