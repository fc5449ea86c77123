/**
 * Contributor payouts: the kinds of work that earn a rate, where a payment stands, and the contract
 * of the payouts desk, the rates page and a contributor's earnings page.
 */
import { z } from 'zod';
import { moneyAmountSchema } from './payout-amounts';

export const PAYOUT_KINDS = ['article', 'photo', 'sports', 'event', 'writeup', 'spotlight'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];
export const PAYOUT_KIND_LABELS: Record<PayoutKind, string> = {
  article: 'Article',
  photo: 'Photo',
  sports: 'Sports story',
  event: 'Event listing',
  writeup: 'Artist write-up',
  spotlight: 'Spotlight',
};

/** What each kind earns until an admin sets another rate (dollars). */
export const DEFAULT_PAYOUT_RATES: Record<PayoutKind, string> = {
  article: '75.00',
  photo: '25.00',
  sports: '60.00',
  event: '10.00',
  writeup: '50.00',
  spotlight: '40.00',
};

export const PAYMENT_STATUSES = ['pending', 'approved', 'processing', 'paid', 'failed', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  processing: 'Being paid',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const PAYOUT_ACCOUNT_STATES = ['connect', 'pending', 'ready'] as const;
export type PayoutAccountState = (typeof PAYOUT_ACCOUNT_STATES)[number];
export const PAYOUT_ACCOUNT_LABELS: Record<PayoutAccountState, string> = {
  connect: 'Not connected',
  pending: 'Pending verification',
  ready: 'Ready for payouts',
};

/** The US information-return threshold: at this much in a year a tax form follows. */
export const TAX_FORM_THRESHOLD = 600;

export const rateSchema = z.object({ kind: z.enum(PAYOUT_KINDS), label: z.string(), amount: z.string() });
export type Rate = z.infer<typeof rateSchema>;
export const ratesSchema = z.array(rateSchema);
export const rateUpdateSchema = z.object({
  rates: z
    .array(z.object({ kind: z.enum(PAYOUT_KINDS, { error: 'Unknown kind of work' }), amount: moneyAmountSchema }))
    .min(1, 'Set at least one rate'),
});

export const paymentSchema = z.object({
  id: z.string(),
  contributorId: z.string(),
  contributorName: z.string(),
  amount: z.string(),
  paymentType: z.string(),
  contentType: z.string().nullable(),
  contentId: z.string().nullable(),
  description: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  statusReason: z.string().nullable(),
  amountReason: z.string().nullable(),
  approvals: z.number(),
  needsSecondApproval: z.boolean(),
  externalReference: z.string().nullable(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const payoutDeskSchema = z.object({
  secondApprovalAbove: z.string(),
  stripeEnabled: z.boolean(),
  contributors: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      payoutAccountState: z.enum(PAYOUT_ACCOUNT_STATES),
      totalEarnings: z.string(),
      payments: z.array(paymentSchema),
    }),
  ),
});
export type PayoutDesk = z.infer<typeof payoutDeskSchema>;

export const payoutDeskQuerySchema = z.object({
  status: z.enum(['open', ...PAYMENT_STATUSES], { error: 'Unknown payment state' }).default('open'),
});
export const paymentParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const payBatchSchema = z.object({
  paymentIds: z
    .array(z.string().min(1).max(100))
    .min(1, 'Choose at least one payment')
    .max(100, 'Pay at most 100 payments at once'),
});
export const cancelPaymentSchema = z.object({
  reason: z.string().trim().min(3, 'Please give a reason for cancelling').max(500, 'At most 500 characters'),
});
export const recordPaymentSchema = z.object({
  reference: z
    .string()
    .trim()
    .min(2, 'Please give the cheque number or transfer reference')
    .max(200, 'At most 200 characters'),
});
export const payResultSchema = z.object({
  results: z.array(z.object({ id: z.string(), status: z.enum(PAYMENT_STATUSES), message: z.string().nullable() })),
});
export type PayResult = z.infer<typeof payResultSchema>;

export const earningsSchema = z.object({
  payoutAccountState: z.enum(PAYOUT_ACCOUNT_STATES),
  stripeEnabled: z.boolean(),
  totals: z.object({ month: z.string(), year: z.string(), allTime: z.string() }),
  year: z.number(),
  taxFormNotice: z.boolean(),
  payments: z.array(
    paymentSchema.pick({
      id: true,
      amount: true,
      paymentType: true,
      description: true,
      status: true,
      statusReason: true,
      paidAt: true,
      createdAt: true,
    }),
  ),
});
export type Earnings = z.infer<typeof earningsSchema>;

/** What a newsroom item earns: whose it is decides; an amount set for it waits for publishing. */
export const pieceEarningSchema = z.object({
  /** The kind of work when the piece is an approved contributor's, else null (it earns nothing). */
  earnsAs: z.enum(PAYOUT_KINDS).nullable(),
  pieceAmount: z.object({ amount: z.string(), reason: z.string() }).nullable(),
  /** Written when the piece went public; from then on the payouts desk handles it. */
  payment: z.object({ amount: z.string(), status: z.enum(PAYMENT_STATUSES) }).nullable(),
});
export type PieceEarning = z.infer<typeof pieceEarningSchema>;

export const NOT_A_CONTRIBUTORS_PIECE = 'Only a piece by a contributor earns a payment.';
export const PAYMENT_ALREADY_RECORDED = 'This piece already has its payment; change it on the payouts desk instead.';
