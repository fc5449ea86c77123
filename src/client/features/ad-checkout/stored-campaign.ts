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
