import type { BadgeTone } from '../../components/ui/Badge';
import type { CampaignState } from '../../../shared/ad-serving';

export const STATE_TONE: Record<CampaignState, BadgeTone> = {
  draft: 'neutral',
  awaiting_payment: 'orange',
  awaiting_approval: 'orange',
  scheduled: 'blue',
  running: 'green',
  paused: 'neutral',
  ended: 'neutral',
  rejected: 'brand',
};
