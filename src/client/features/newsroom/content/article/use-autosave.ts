import { useEffect, useRef, useState } from 'react';

export type SaveState = 'idle' | 'dirty' | 'saving' | 'saved' | 'failed';

/**
 * Saves a draft a moment after the last change (debounced), one save at a time; a change made
 * while a save runs is saved right after it. `version` counts changes; `save` gets no arguments
 * and reads the latest values itself.
 */
export function useAutosave({
  version,
  enabled,
  save,
  delay = 1500,
}: {
  version: number;
  enabled: boolean;
  save: () => Promise<void>;
  delay?: number;
}) {
  const [state, setState] = useState<SaveState>('idle');
  const saved = useRef(version);
  const running = useRef<Promise<void> | null>(null);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  });

  useEffect(() => {
    if (!enabled || version === saved.current) return;
    setState('dirty');
    const timer = setTimeout(() => {
      const run = async () => {
        if (running.current) await running.current.catch(() => undefined);
        const target = version;
        setState('saving');
        try {
          await saveRef.current();
          saved.current = target;
          setState('saved');
        } catch {
          setState('failed');
        }
      };
      running.current = run();
    }, delay);
    return () => clearTimeout(timer);
  }, [version, enabled, delay]);

  /** After an explicit save, nothing is waiting any more. */
  const markSaved = () => {
    saved.current = version;
    setState('saved');
  };
  return { state, markSaved };
}
