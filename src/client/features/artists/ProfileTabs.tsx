import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface TabDef {
  value: string;
  label: string;
  render: () => ReactNode;
}

/** WAI-ARIA tabs: arrow keys move between tabs, only the chosen panel is rendered. */
export function ProfileTabs({ tabs, label }: { tabs: readonly TabDef[]; label: string }) {
  const [active, setActive] = useState(tabs[0]?.value ?? '');
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = tabs.find((t) => t.value === active) ?? tabs[0];

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = (index + step + tabs.length) % tabs.length;
    setActive(tabs[next]!.value);
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
            onClick={() => setActive(tab.value)}
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
      {current && (
        <div role="tabpanel" id={`${base}-${current.value}-panel`} aria-labelledby={`${base}-${current.value}-tab`} tabIndex={0}>
          {current.render()}
        </div>
      )}
    </div>
  );
}
