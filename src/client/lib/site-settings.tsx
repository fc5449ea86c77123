import { createContext, useContext, type ReactNode } from 'react';
import { SITE_SETTINGS_FALLBACK, SITE_SETTINGS_ID, type SiteSettings } from '../../shared/site-settings-defaults';

/**
 * The site's settings as the page carries them (server/platform/site-settings.ts writes them into
 * every HTML page): read once, before the first render, so the browser draws the same name, contact
 * details and default city the server rendered, with no request and no flash.
 */
function fromPage(): SiteSettings {
  const script = typeof document === 'undefined' ? null : document.getElementById(SITE_SETTINGS_ID);
  if (!script?.textContent) return SITE_SETTINGS_FALLBACK;
  try {
    const saved = JSON.parse(script.textContent) as Partial<SiteSettings>;
    return { ...SITE_SETTINGS_FALLBACK, ...saved, social: { ...SITE_SETTINGS_FALLBACK.social, ...saved.social } };
  } catch {
    return SITE_SETTINGS_FALLBACK;
  }
}

let loaded: SiteSettings | undefined;
const pageSettings = () => (loaded ??= fromPage());

const SiteSettingsContext = createContext<SiteSettings | null>(null);

/** Server render: the settings the page is rendered with (and carries to the browser). */
export function SiteSettingsProvider({ settings, children }: { settings: SiteSettings; children: ReactNode }) {
  return <SiteSettingsContext.Provider value={settings}>{children}</SiteSettingsContext.Provider>;
}

/** The site's settings: the server's while rendering, the page's in the browser. */
export function useSiteSettings(): SiteSettings {
  return useContext(SiteSettingsContext) ?? pageSettings();
}

/** After an admin saves: this tab's pages drawn from now on show the new settings. */
export function replacePageSettings(settings: SiteSettings) {
  loaded = settings;
}
