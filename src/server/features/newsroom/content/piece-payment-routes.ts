import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CONTENT_KINDS, type ContentKind } from '../../../../shared/newsroom/content';
import { pieceAmountSchema } from '../../../../shared/payout-amounts';
import { NOT_A_CONTRIBUTORS_PIECE, PAYMENT_ALREADY_RECORDED, pieceEarningSchema } from '../../../../shared/payouts';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import { recordAudit } from '../../../platform/audit';
import { currentUser } from '../../../platform/guards';
import { newsroomPieceEarning, setPieceAmount } from '../../../platform/earnings';
import { findRow } from './service';

const params = z.object({ kind: z.enum(CONTENT_KINDS), id: z.string().min(1).max(100) });

/**
 * "Pay a different amount" for one contributor's piece, from the newsroom: set before the piece is
 * published and written into its payment when it goes public (now or on its schedule). Once the
 * payment exists the payouts desk owns it. Registered inside the staff-only newsroom routes.
 */
export function registerPiecePaymentRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['newsroom', 'payouts'];
  const path = '/content/:kind/:id/payment';

  app.get(path, { schema: { tags, params, response: { 200: pieceEarningSchema } } }, async (req) =>
    newsroomPieceEarning(db(), req.params.kind, await findRow(db(), req.params.kind, req.params.id)),
  );

  const change = async (
    kind: ContentKind,
    id: string,
    set: { amount: string; reason: string } | null,
    userId: string,
  ) =>
    db().transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const row = await findRow(tx, kind, id);
      const before = await newsroomPieceEarning(tx, kind, row);
      const field = (message: string) => new AppError('VALIDATION_ERROR', 400, message, [{ path: 'amount', message }]);
      if (!before.earnsAs) throw field(NOT_A_CONTRIBUTORS_PIECE);
      if (before.payment) throw new AppError('PAYOUT_STATE', 409, PAYMENT_ALREADY_RECORDED);
      await setPieceAmount(tx, kind, row, set && { ...set, by: userId });
      return { before, after: await newsroomPieceEarning(tx, kind, row) };
    });

  app.put(
    path,
    { schema: { tags, params, body: pieceAmountSchema, response: { 200: pieceEarningSchema } } },
    async (req) => {
      const user = currentUser(req);
      const { before, after } = await change(req.params.kind, req.params.id, req.body, user.id);
      await recordAudit(db(), {
        actor: user,
        action: 'payout.piece_amount',
        entityType: req.params.kind,
        entityId: req.params.id,
        before: before.pieceAmount,
        after: after.pieceAmount,
      });
      return after;
    },
  );

  app.delete(path, { schema: { tags, params, response: { 200: pieceEarningSchema } } }, async (req) => {
    const user = currentUser(req);
    const { before, after } = await change(req.params.kind, req.params.id, null, user.id);
    await recordAudit(db(), {
      actor: user,
      action: 'payout.piece_amount',
      entityType: req.params.kind,
      entityId: req.params.id,
      before: before.pieceAmount,
      after: null,
    });
    return after;
  });
}
