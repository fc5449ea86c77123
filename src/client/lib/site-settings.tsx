import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_SITE_SETTINGS, SITE_SETTINGS_ID, type SiteSettings } from '../../shared/site-settings-defaults';

/**
 * The site's settings as the page carries them (server/platform/site-settings.ts writes them into
 * every HTML page): read once, before the first render, so the browser draws the same name, contact
 * details and default city the server rendered, with no request and no flash.
 */
function fromPage(): SiteSettings {
  const script = typeof document === 'undefined' ? null : document.getElementById(SITE_SETTINGS_ID);
  if (!script?.textContent) return DEFAULT_SITE_SETTINGS;
  try {
    const saved = JSON.parse(script.textContent) as Partial<SiteSettings>;
    return { ...DEFAULT_SITE_SETTINGS, ...saved, social: { ...DEFAULT_SITE_SETTINGS.social, ...saved.social } };
  } catch {
    return DEFAULT_SITE_SETTINGS;
  }
}

let loaded: SiteSettings | undefined;
const pageSettings = () => (loaded ??= fromPage());
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const SiteSettingsContext = createContext<SiteSettings | null>(null);

/** Server render: the settings the page is rendered with (and carries to the browser). */
export function SiteSettingsProvider({ settings, children }: { settings: SiteSettings; children: ReactNode }) {
  return <SiteSettingsContext.Provider value={settings}>{children}</SiteSettingsContext.Provider>;
}

/** The site's settings: the server's while rendering, the page's in the browser. */
export function useSiteSettings(): SiteSettings {
  const server = useContext(SiteSettingsContext);
  const page = useSyncExternalStore(subscribe, pageSettings, pageSettings);
  return server ?? page;
}

/** After an admin saves: this tab shows the new settings at once, without a reload. */
export function replacePageSettings(settings: SiteSettings) {
  loaded = settings;
  for (const listener of listeners) listener();
}
