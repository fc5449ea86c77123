import { useId } from 'react';
import { CITIES, CITY_LABELS } from '../../../shared/cities';
import {
  INTEREST_LABELS,
  INTEREST_TEXT_MAX,
  INTEREST_TOPICS,
  NOTIFICATION_KEYS,
  NOTIFICATION_LABELS,
  type NotificationPreferences,
} from '../../../shared/preferences';
import { inputClasses } from '../ui/Input';
import { cn } from '../../lib/cn';

/** The settings of the wizard's steps 2 to 4 and of the preferences form, as one controlled value. */
export interface SettingsValues {
  preferredCities: string[];
  interests: string[];
  interestTopics: string;
  notificationPreferences: NotificationPreferences;
}

const toggle = (list: string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

function Choices(props: {
  legend: string;
  options: readonly string[];
  labels: Record<string, string>;
  selected: string[];
  error?: string;
  onChange: (next: string[]) => void;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={props.error ? `${id}-error` : undefined} className="space-y-3">
      <legend className="text-base font-semibold text-ink">{props.legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {props.options.map((option) => (
          <label
            key={option}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-md border px-3 py-2.5 text-sm',
              props.selected.includes(option)
                ? 'border-brand bg-brand-soft'
                : 'border-rule bg-white hover:border-brand',
            )}
          >
            <input
              type="checkbox"
              checked={props.selected.includes(option)}
              onChange={() => props.onChange(toggle(props.selected, option))}
              className="h-4 w-4 rounded border-stone-300 accent-brand"
            />
            {props.labels[option] ?? option}
          </label>
        ))}
      </div>
      {props.error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}

export function CityChoices(props: { selected: string[]; error?: string; onChange: (next: string[]) => void }) {
  return <Choices legend="Which cities do you want to follow?" options={CITIES} labels={CITY_LABELS} {...props} />;
}

export function InterestChoices(props: {
  values: SettingsValues;
  error?: string;
  onChange: (patch: Partial<SettingsValues>) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-6">
      <Choices
        legend="What are you interested in?"
        options={INTEREST_TOPICS}
        labels={INTEREST_LABELS}
        selected={props.values.interests}
        error={props.error}
        onChange={(interests) => props.onChange({ interests })}
      />
      <div className="space-y-1.5">
        <label htmlFor={id} className="block text-sm font-medium text-ink">
          Anything else? (optional)
        </label>
        <textarea
          id={id}
          rows={3}
          maxLength={INTEREST_TEXT_MAX}
          value={props.values.interestTopics}
          onChange={(e) => props.onChange({ interestTopics: e.target.value })}
          placeholder="For example: jazz, hiking, farmers markets"
          className={inputClasses}
        />
      </div>
    </div>
  );
}

export function NotificationToggles(props: {
  value: NotificationPreferences;
  onChange: (next: NotificationPreferences) => void;
}) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-base font-semibold text-ink">How should we keep you posted?</legend>
      {NOTIFICATION_KEYS.map((key) => (
        <label
          key={key}
          className="flex cursor-pointer items-start justify-between gap-4 rounded-md border border-rule bg-white px-4 py-3"
        >
          <span>
            <span className="block text-sm font-medium text-ink">{NOTIFICATION_LABELS[key].label}</span>
            <span className="block text-sm text-muted">{NOTIFICATION_LABELS[key].hint}</span>
          </span>
          <input
            type="checkbox"
            role="switch"
            checked={props.value[key]}
            onChange={(e) => props.onChange({ ...props.value, [key]: e.target.checked })}
            className="mt-1 h-5 w-5 shrink-0 accent-brand"
          />
        </label>
      ))}
    </fieldset>
  );
}
