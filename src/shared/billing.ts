/** Premium membership and card payments (spec 001 /subscribe, sections 3, 4, 7 and 9). */
import { z } from 'zod';

/** Spec 001 section 9: the one plan. */
export const PREMIUM_PRICE_LABEL = '$9.99';
/** Upload rights survive a failed renewal this long, so a card can be updated without losing them. */
export const GRACE_PERIOD_DAYS = 7;

/** GET /api/billing/config: whether card payments are on, and the browser's key for the card form. */
export const billingConfigSchema = z.object({
  enabled: z.boolean(),
  publishableKey: z.string().nullable(),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

/** POST /api/get-or-create-subscription and the ad payment intent answer this. */
export const clientSecretSchema = z.object({ clientSecret: z.string() });

/** GET /api/billing/membership: the signed-in member's plan as /account shows it. */
export const membershipSchema = z.object({
  membershipType: z.string(),
  membershipStatus: z.string(),
  subscriptionStartDate: z.string().nullable(),
  /** The renewal date while active, the last day when cancelling, the end date once canceled. */
  subscriptionEndDate: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  graceEndsAt: z.string().nullable(),
  canUploadContent: z.boolean(),
  /** Premium given by the magazine's staff (no payment, no end date until staff take it back). */
  complimentary: z.boolean(),
  /** A billing account exists, so the provider's customer portal can open. */
  hasBillingAccount: z.boolean(),
  paymentsEnabled: z.boolean(),
});
export type Membership = z.infer<typeof membershipSchema>;

export const portalSessionSchema = z.object({ url: z.string() });
