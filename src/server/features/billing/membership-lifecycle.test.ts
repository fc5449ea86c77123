/** A membership's life through Stripe's events: applied once, renewals failing, cancelling and resuming, staff grants, lapsing. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { expireLapsedMemberships } from '../../platform/membership';
import { call, stripeMembershipApp } from './testing';

describe('membership through Stripe (local stand-in, real SDK)', () => {
  const pay = stripeMembershipApp();
  const { userRow, send, paidMember } = pay;

  it('applies each event once, and three shuffled replays leave the same membership as one ordered pass', async () => {
    const ordered = await paidMember();
    for (const event of ordered.events) expect((await send(event)).duplicate).toBe(false);

    const shuffled = await paidMember();
    const replays = [...shuffled.events, ...shuffled.events, ...shuffled.events].reverse();
    replays.push(replays.splice(3, 1)[0]!, replays.splice(0, 1)[0]!); // the stale "created" snapshot arrives last
    const answers = [];
    for (const event of replays) answers.push((await send(event)).duplicate);
    expect(answers.filter((d) => !d)).toHaveLength(4);

    const pick = (u: Awaited<ReturnType<typeof userRow>>) => ({
      membershipType: u.membershipType,
      membershipStatus: u.membershipStatus,
      canUploadContent: u.canUploadContent,
      cancelAtPeriodEnd: u.cancelAtPeriodEnd,
      graceEndsAt: u.graceEndsAt,
    });
    const a = await userRow(ordered.id);
    const b = await userRow(shuffled.id);
    expect(pick(b)).toEqual(pick(a));
    expect(pick(b)).toEqual({
      membershipType: 'premium',
      membershipStatus: 'active',
      canUploadContent: true,
      cancelAtPeriodEnd: false,
      graceEndsAt: null,
    });
    const period = (pay.standIn.subscriptions.get(shuffled.subId)!.items as { data: { current_period_end: number }[] })
      .data[0]!;
    expect(b.subscriptionEndDate?.getTime()).toBe(period.current_period_end * 1000);
    expect(b.subscriptionStartDate).toBeInstanceOf(Date);

    const me = (await call(pay.t, 'GET', '/api/auth/user', shuffled.cookie)).json();
    expect(me).toMatchObject({ membershipType: 'premium', membershipStatus: 'active', canUploadContent: true });
    expect((await call(pay.t, 'POST', '/api/get-or-create-subscription', shuffled.cookie)).statusCode).toBe(409);
  });

  it('a failed renewal makes the member past_due, keeps uploads for 7 days, then takes them away', async () => {
    const member = await paidMember();
    for (const event of member.events) await send(event);
    pay.standIn.failRenewal(member.subId);
    const sub = pay.standIn.subscriptions.get(member.subId)!;
    const failed = pay.standIn.event('invoice.payment_failed', pay.standIn.invoices.get(String(sub.latest_invoice))!);
    const updated = pay.standIn.event('customer.subscription.updated', sub);
    for (const event of [updated, ...member.events, failed, updated, failed]) await send(event);

    const row = await userRow(member.id);
    const periodStart =
      (sub.items as { data: { current_period_start: number }[] }).data[0]!.current_period_start * 1000;
    expect(row).toMatchObject({ membershipType: 'premium', membershipStatus: 'past_due', canUploadContent: true });
    expect(row.graceEndsAt?.getTime()).toBe(periodStart + 7 * 86_400_000);

    // The clock moves: six days in, rights stay; past the seventh, the sweep removes them.
    await expireLapsedMemberships(pay.t.database.db, new Date(periodStart + 6 * 86_400_000));
    expect((await userRow(member.id)).canUploadContent).toBe(true);
    expect(await expireLapsedMemberships(pay.t.database.db, new Date(periodStart + 7 * 86_400_000 + 1000))).toBe(1);
    expect(await userRow(member.id)).toMatchObject({ membershipStatus: 'past_due', canUploadContent: false });
    const me = (await call(pay.t, 'GET', '/api/auth/user', member.cookie)).json();
    expect(me.canUploadContent).toBe(false);

    // Paying the overdue invoice restores everything.
    pay.standIn.paySubscription(member.subId);
    await send(pay.standIn.event('invoice.paid', pay.standIn.invoices.get(String(sub.latest_invoice))!));
    expect(await userRow(member.id)).toMatchObject({
      membershipStatus: 'active',
      canUploadContent: true,
      graceEndsAt: null,
    });
  });

  it('cancels at the period end keeping rights, resumes, and ends when the subscription is deleted', async () => {
    const member = await paidMember();
    for (const event of member.events) await send(event);

    const cancelled = await call(pay.t, 'POST', '/api/billing/cancel', member.cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      membershipType: 'premium',
      membershipStatus: 'active',
      cancelAtPeriodEnd: true,
      canUploadContent: true,
    });
    expect(pay.standIn.subscriptions.get(member.subId)!.cancel_at_period_end).toBe(true);

    const resumed = await call(pay.t, 'POST', '/api/billing/resume', member.cookie);
    expect(resumed.json()).toMatchObject({ cancelAtPeriodEnd: false, membershipStatus: 'active' });
    expect(pay.standIn.subscriptions.get(member.subId)!.cancel_at_period_end).toBe(false);

    await call(pay.t, 'POST', '/api/billing/cancel', member.cookie);
    pay.standIn.endSubscription(member.subId);
    const deleted = pay.standIn.event('customer.subscription.deleted', pay.standIn.subscriptions.get(member.subId)!);
    for (const event of [deleted, ...member.events, deleted]) await send(event);
    const membership = (await call(pay.t, 'GET', '/api/billing/membership', member.cookie)).json();
    expect(membership).toMatchObject({
      membershipType: 'free',
      membershipStatus: 'canceled',
      canUploadContent: false,
      cancelAtPeriodEnd: false,
    });
    expect((await call(pay.t, 'POST', '/api/billing/cancel', member.cookie)).statusCode).toBe(409);
  });

  it('never takes away a complimentary membership granted by staff', async () => {
    const member = await paidMember();
    for (const event of member.events) await send(event);
    await pay.t.database.db.update(users).set({ complimentaryPremium: true }).where(eq(users.id, member.id));
    pay.standIn.failRenewal(member.subId);
    await send(pay.standIn.event('customer.subscription.updated', pay.standIn.subscriptions.get(member.subId)!));
    await expireLapsedMemberships(pay.t.database.db, new Date(Date.now() + 90 * 86_400_000));
    pay.standIn.endSubscription(member.subId);
    await send(pay.standIn.event('customer.subscription.deleted', pay.standIn.subscriptions.get(member.subId)!));
    await expireLapsedMemberships(pay.t.database.db, new Date(Date.now() + 90 * 86_400_000));
    expect(await userRow(member.id)).toMatchObject({
      membershipType: 'premium',
      membershipStatus: 'active',
      canUploadContent: true,
    });
  });

  it('ends a membership cancelled at its period end once that end has passed, even without the final event', async () => {
    const member = await paidMember();
    for (const event of member.events) await send(event);
    await call(pay.t, 'POST', '/api/billing/cancel', member.cookie);
    const end = (await userRow(member.id)).subscriptionEndDate!;
    expect(await expireLapsedMemberships(pay.t.database.db, new Date(end.getTime() - 1000))).toBe(0);
    await expireLapsedMemberships(pay.t.database.db, new Date(end.getTime() + 1000));
    expect(await userRow(member.id)).toMatchObject({
      membershipType: 'free',
      membershipStatus: 'canceled',
      canUploadContent: false,
    });
  });
});
