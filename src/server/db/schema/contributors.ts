/** Contributors and what they are paid: applications, payments per piece, rates (decision 050). */
import { boolean, index, pgTable, primaryKey, text, unique, varchar } from 'drizzle-orm/pg-core';
import { id, timestamptz, createdAt, updatedAt, city, status, money, name, email, phone, url } from './columns';
import { userRef } from './accounts';
import { reviewColumns } from './community';

export const contributors = pgTable('contributors', {
  id: id(),
  name: name().notNull(),
  email: email().notNull().unique(),
  phone: phone(),
  bio: text(),
  specialty: varchar({ length: 40 }),
  portfolioUrl: url(),
  socialLinks: text(),
  paymentEmail: email(),
  isActive: boolean().notNull().default(true),
  totalEarnings: money().notNull().default('0.00'),
  joinedAt: createdAt(),
  city: city(),
  userId: userRef(),
  /** Applications start pending; approval makes the account a contributor. */
  status: status('pending'),
  ...reviewColumns(),
  /** The Stripe Connect (Express) account payouts go to; set by the server, never by the contributor. */
  stripeAccountId: varchar({ length: 255 }).unique('contributors_stripe_account_id_unique'),
  /** connect (none yet), pending (verification), ready (payouts enabled): what Stripe last said. */
  payoutAccountState: varchar({ length: 20 }).notNull().default('connect'),
});

/**
 * One row per published piece (unique content type and id): created pending inside the publishing
 * transaction, so republishing or two publishes at once never make a second one (decision 050).
 */
export const contributorPayments = pgTable(
  'contributor_payments',
  {
    id: id(),
    /** Restrict: a payment is a financial record and must not vanish with its contributor. */
    contributorId: text()
      .notNull()
      .references(() => contributors.id, { onDelete: 'restrict' }),
    amount: money().notNull(),
    paymentType: varchar({ length: 40 }).notNull(),
    contentId: text(),
    /** The table the content lives in (article, photo, sports, event, writeup, spotlight). */
    contentType: varchar({ length: 40 }),
    description: text().notNull(),
    /** pending, approved, processing (transfer asked for), paid, failed, cancelled. */
    status: status('pending'),
    stripePaymentId: varchar({ length: 255 }),
    paidAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Why an editor set another amount than the rate, or why staff cancelled, or why it failed. */
    amountReason: text(),
    statusReason: text(),
    approvedBy: userRef(),
    approvedAt: timestamptz(),
    /** Above PAYOUT_SECOND_APPROVAL_AMOUNT: a second, different admin. */
    secondApprovedBy: userRef(),
    /** A payment made outside the site (cheque, bank transfer): its reference. */
    externalReference: varchar({ length: 200 }),
    paidBy: userRef(),
  },
  (t) => [
    unique('contributor_payments_content_unique').on(t.contentType, t.contentId),
    index('contributor_payments_contributor_status_idx').on(t.contributorId, t.status),
  ],
);

/** What a piece of each kind earns (admins set it; an editor may set another amount for one piece). */
export const payoutRates = pgTable('payout_rates', {
  kind: varchar({ length: 40 }).primaryKey(),
  amount: money().notNull(),
  updatedAt: updatedAt(),
  updatedBy: userRef(),
});

/**
 * An editor's amount for one contributor's piece, set in the newsroom before it is published: when the
 * piece goes public (now or on its schedule) its payment is written with this amount and reason.
 */
export const piecePayoutAmounts = pgTable(
  'piece_payout_amounts',
  {
    contentType: varchar({ length: 40 }).notNull(),
    contentId: text().notNull(),
    amount: money().notNull(),
    reason: text().notNull(),
    setBy: userRef(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.contentType, t.contentId] })],
);

export type Contributor = typeof contributors.$inferSelect;
export type ContributorPayment = typeof contributorPayments.$inferSelect;
