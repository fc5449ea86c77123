/** Money amounts of contributor payouts, as forms send them and the server checks them. */
import { z } from 'zod';

const MAX_PIECE_AMOUNT = 10_000;

/** Dollars with at most two decimals, from 0 to $10,000; kept as the string "12.50". */
export const moneyAmountSchema = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim().replace(/^\$/, ''))
  .refine((v) => /^\d{1,5}(\.\d{1,2})?$/.test(v), 'Enter an amount in dollars, like 75 or 75.50')
  .transform((v) => Number(v).toFixed(2))
  .refine(
    (v) => Number(v) <= MAX_PIECE_AMOUNT,
    `An amount can be at most $${MAX_PIECE_AMOUNT.toLocaleString('en-US')}`,
  );

/** Said when an editor's amount for one piece comes without a reason. */
export const PIECE_AMOUNT_REASON_REQUIRED = 'Please say why this piece earns another amount';

/** An editor's amount for one piece: never without a reason. */
export const pieceAmountSchema = z.object({
  amount: moneyAmountSchema,
  reason: z
    .string({ error: PIECE_AMOUNT_REASON_REQUIRED })
    .trim()
    .min(3, PIECE_AMOUNT_REASON_REQUIRED)
    .max(500, 'The reason must be at most 500 characters'),
});
