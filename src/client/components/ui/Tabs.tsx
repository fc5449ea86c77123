import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface TabDef {
  value: string;
  label: string;
  render: () => ReactNode;
}

/**
 * WAI-ARIA tabs: arrow keys move between tabs. Only the chosen panel is shown; with `keepMounted`
 * the panels already opened stay mounted (hidden), so a half-filled form survives a look elsewhere.
 */
export function Tabs({
  tabs,
  label,
  keepMounted = false,
  defaultValue,
}: {
  tabs: readonly TabDef[];
  label: string;
  keepMounted?: boolean;
  /** The tab open at first (a link can ask for one); the first tab otherwise. */
  defaultValue?: string;
}) {
  const first = tabs.find((t) => t.value === defaultValue)?.value ?? tabs[0]?.value ?? '';
  const [active, setActive] = useState(first);
  const [opened, setOpened] = useState(() => new Set([first]));
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = tabs.find((t) => t.value === active) ?? tabs[0];

  const choose = (value: string) => {
    setActive(value);
    setOpened((prev) => (prev.has(value) ? prev : new Set(prev).add(value)));
  };

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (index + step + tabs.length) % tabs.length;
    choose(tabs[next]!.value);
    refs.current[next]?.focus();
  };

  return (
    <div className="space-y-6">
      <div role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-rule">
        {tabs.map((tab, i) => (
          <button
            key={tab.value}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-${tab.value}-tab`}
            aria-controls={`${base}-${tab.value}-panel`}
            aria-selected={tab.value === current?.value}
            tabIndex={tab.value === current?.value ? 0 : -1}
            onClick={() => choose(tab.value)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={cn(
              '-mb-px shrink-0 border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors',
              tab.value === current?.value ? 'border-brand text-brand' : 'border-transparent text-muted hover:text-ink',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs
        .filter((tab) => tab.value === current?.value || (keepMounted && opened.has(tab.value)))
        .map((tab) => (
          <div
            key={tab.value}
            role="tabpanel"
            id={`${base}-${tab.value}-panel`}
            aria-labelledby={`${base}-${tab.value}-tab`}
            tabIndex={0}
            hidden={tab.value !== current?.value}
          >
            {tab.render()}
          </div>
        ))}
    </div>
  );
}
