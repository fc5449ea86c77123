/** The builder's form state: inputs hold text, so typing "0." never jumps; the shared schema turns it into numbers. */
import type { UseFormReturn } from 'react-hook-form';
import { AD_CAMPAIGN_DEFAULTS, type AdCampaignBuilderInput, type AdCampaignForm } from '../../../shared/ad-campaigns';

/** The builder's form on useZodForm: text in, the checked campaign out. */
export type CampaignForm = UseFormReturn<AdCampaignBuilderInput, unknown, AdCampaignForm>;

export const initialCampaignValues = (): AdCampaignBuilderInput => ({
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
