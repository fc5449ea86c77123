import { AD_CHECKOUT_STORAGE_KEY, adCampaignFormSchema, type AdCampaignForm } from '../../../shared/ad-campaigns';

/** The campaign the builder left for checkout, or null when there is none or it no longer reads as a campaign. */
export function readStoredCampaign(): AdCampaignForm | null {
  try {
    const raw = localStorage.getItem(AD_CHECKOUT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = adCampaignFormSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // storage blocked or not JSON: same as no campaign
  }
}

/** Where the campaign was built: an advertiser's own builder (/advertise) or the staff's. */
export function storedCheckoutOrigin(): 'advertise' | 'admin' {
  try {
    const raw = JSON.parse(localStorage.getItem(AD_CHECKOUT_STORAGE_KEY) ?? 'null') as { from?: unknown } | null;
    return raw?.from === 'advertise' ? 'advertise' : 'admin';
  } catch {
    return 'admin';
  }
}
