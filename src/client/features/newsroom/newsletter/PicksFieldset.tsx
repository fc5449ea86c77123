import { MAX_PICKS } from '../../../../shared/newsletter';

export interface PickOption {
  id: string;
  label: string;
  meta: string;
}

interface PicksFieldsetProps {
  name: string;
  legend: string;
  options: PickOption[];
  selected: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

const boxClasses = 'max-h-72 space-y-1 overflow-y-auto rounded-md border border-rule bg-white p-2';

/** Checkboxes for one kind of pick; the order of ticking is the order in the e-mail. */
export function PicksFieldset({ name, legend, options, selected, onChange, error }: PicksFieldsetProps) {
  const toggle = (id: string, on: boolean) => onChange(on ? [...selected, id] : selected.filter((s) => s !== id));
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">
        {legend}{' '}
        <span className="font-normal text-muted">
          ({selected.length} of at most {MAX_PICKS})
        </span>
      </legend>
      {options.length === 0 ? (
        <p className="mt-2 text-sm text-muted">Nothing published for this city to pick from yet.</p>
      ) : (
        <div className={`mt-2 ${boxClasses}`}>
          {options.map((o) => (
            <label
              key={o.id}
              className="flex cursor-pointer items-start gap-3 rounded px-2 py-1.5 hover:bg-brand-soft/60"
            >
              <input
                type="checkbox"
                name={name}
                value={o.id}
                checked={selected.includes(o.id)}
                onChange={(e) => toggle(o.id, e.target.checked)}
                className="mt-1 h-4 w-4 accent-brand"
              />
              <span className="text-sm">
                <span className="block font-medium">{o.label}</span>
                <span className="block text-muted">{o.meta}</span>
              </span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

interface SpotlightFieldsetProps {
  options: PickOption[];
  selected: string | null;
  onChange: (id: string | null) => void;
  error?: string;
}

/** The one spotlight of an edition, or none. */
export function SpotlightFieldset({ options, selected, onChange, error }: SpotlightFieldsetProps) {
  const choices = [{ id: '', label: 'No spotlight', meta: 'This edition features no spotlight.' }, ...options];
  return (
    <fieldset aria-describedby={error ? 'featuredSpotlight-error' : undefined}>
      <legend className="text-sm font-medium">Spotlight</legend>
      <div className={`mt-2 ${boxClasses}`}>
        {choices.map((o) => (
          <label
            key={o.id || 'none'}
            className="flex cursor-pointer items-start gap-3 rounded px-2 py-1.5 hover:bg-brand-soft/60"
          >
            <input
              type="radio"
              name="featuredSpotlight"
              value={o.id}
              checked={(selected ?? '') === o.id}
              onChange={() => onChange(o.id || null)}
              className="mt-1 h-4 w-4 accent-brand"
            />
            <span className="text-sm">
              <span className="block font-medium">{o.label}</span>
              <span className="block text-muted">{o.meta}</span>
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id="featuredSpotlight-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
