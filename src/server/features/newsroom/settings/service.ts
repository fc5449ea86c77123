/** Saving the site settings: one row, the audit log naming what changed, every process told. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { siteSettings, users, type User } from '../../../db/schema';
import type { SiteSettings } from '../../../../shared/site-settings-defaults';
import type { SiteSettingsAnswer } from '../../../../shared/site-settings';
import { recordAudit } from '../../../platform/audit';
import { displayName } from '../../../platform/guards';
import { SITE_SETTINGS_KEY, loadSiteSettingsRow, settingsFromStored } from '../../../platform/site-settings';

/** The settings that differ, as `field` or `social.network`, in the settings' order. */
export function changedFields(before: SiteSettings, after: SiteSettings): string[] {
  const changed: string[] = [];
  for (const key of Object.keys(after) as (keyof SiteSettings)[]) {
    if (key === 'social') {
      for (const network of Object.keys(after.social) as (keyof SiteSettings['social'])[])
        if (before.social[network] !== after.social[network]) changed.push(`social.${network}`);
    } else if (before[key] !== after[key]) changed.push(key);
  }
  return changed;
}

/** Only the changed fields of a settings object, for the audit log's before and after. */
function only(settings: SiteSettings, fields: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const [key, network] = field.split('.') as [keyof SiteSettings, string?];
    if (network) out[field] = settings.social[network as keyof SiteSettings['social']];
    else out[key] = settings[key];
  }
  return out;
}

export async function siteSettingsAnswer(db: Db): Promise<SiteSettingsAnswer> {
  const row = await loadSiteSettingsRow(db);
  let updatedBy: string | null = null;
  if (row?.updatedBy) {
    const [user] = await db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, row.updatedBy));
    if (user) updatedBy = displayName(user);
  }
  return {
    settings: settingsFromStored(row?.value),
    updatedAt: row?.updatedAt.toISOString() ?? null,
    updatedBy,
  };
}

/**
 * Saves every setting at once. The row and its audit entry are written together or not at all; saving
 * what is already there writes nothing. Answers whether anything changed.
 */
export async function saveSiteSettings(db: Db, input: SiteSettings, actor: User, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = settingsFromStored((await loadSiteSettingsRow(tx as unknown as Db))?.value);
    const changed = changedFields(before, input);
    if (changed.length === 0) return false;
    const value = { ...input } as unknown as Record<string, unknown>;
    await tx
      .insert(siteSettings)
      .values({ key: SITE_SETTINGS_KEY, value, updatedAt: now, updatedBy: actor.id })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: now, updatedBy: actor.id } });
    await recordAudit(tx as unknown as Db, {
      actor,
      action: 'settings.update',
      entityType: 'settings',
      entityId: SITE_SETTINGS_KEY,
      before: { changed, ...only(before, changed) },
      after: { changed, ...only(input, changed) },
      at: now,
    });
    return true;
  });
}
