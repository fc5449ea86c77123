/** The builder's form state: inputs hold text, so typing "0." never jumps; the shared schema turns it into numbers. */
import {
  AD_CAMPAIGN_DEFAULTS,
  adCampaignFormSchema,
  budgetOverPrice,
  type AdCampaignForm,
  type AdCampaignSize,
  type AdFrequency,
  type AdPlacement,
} from '../../../shared/ad-campaigns';
import type { City } from '../../../shared/cities';

export interface CampaignValues {
  title: string;
  description: string;
  advertiserName: string;
  advertiserEmail: string;
  advertiserPhone: string;
  imageUrl: string;
  ctaText: string;
  targetUrl: string;
  backgroundColor: string;
  adSize: AdCampaignSize;
  placement: AdPlacement;
  targetPages: string;
  targetCities: City[];
  startDate: string;
  endDate: string;
  budget: string;
  costPerClick: string;
  maxImpressions: string;
  frequency: AdFrequency;
  needsCreativeService: boolean;
}

export const initialCampaignValues = (): CampaignValues => ({
  title: '',
  description: '',
  advertiserName: '',
  advertiserEmail: '',
  advertiserPhone: '',
  imageUrl: '',
  ctaText: 'Learn More',
  targetUrl: '',
  backgroundColor: '#7a1428',
  adSize: AD_CAMPAIGN_DEFAULTS.adSize,
  placement: AD_CAMPAIGN_DEFAULTS.placement,
  targetPages: '',
  targetCities: [...AD_CAMPAIGN_DEFAULTS.targetCities],
  startDate: '',
  endDate: '',
  budget: String(AD_CAMPAIGN_DEFAULTS.budget),
  costPerClick: AD_CAMPAIGN_DEFAULTS.costPerClick.toFixed(2),
  maxImpressions: String(AD_CAMPAIGN_DEFAULTS.maxImpressions),
  frequency: AD_CAMPAIGN_DEFAULTS.frequency,
  needsCreativeService: AD_CAMPAIGN_DEFAULTS.needsCreativeService,
});

export type CampaignErrors = Partial<Record<keyof CampaignValues, string>>;

/** The shared schema's verdict: the campaign to send, or the first message per field. */
export function validateCampaign(values: CampaignValues): { data: AdCampaignForm } | { errors: CampaignErrors } {
  const targetPages = values.targetPages
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const result = adCampaignFormSchema.safeParse({ ...values, targetPages });
  if (result.success) {
    const over = budgetOverPrice(result.data);
    return over ? { errors: { budget: over } } : { data: result.data };
  }
  const errors: CampaignErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof CampaignValues;
    errors[key] ??= issue.message;
  }
  return { errors };
}
