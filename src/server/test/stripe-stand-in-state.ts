/**
 * What every part of the Stripe stand-in shares: its objects and their ids, its clock, and Stripe's
 * error answers (an invalid request, a missing object).
 */
import { randomBytes } from 'node:crypto';

export type Obj = Record<string, unknown> & { id: string };
export type Params = Record<string, unknown>;
/** A resource's routes: its answer, or undefined when the request is not for it. */
export type Route = (method: string, path: string, params: Params) => unknown;

export class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}
export const invalid = (message: string, param?: string, code?: string) =>
  new StripeHttpError(400, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
  });
export const missing = (kind: string, id: string) =>
  new StripeHttpError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param: 'id',
  });

export const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

export type StandInState = ReturnType<typeof standInState>;

/** The stand-in's stored objects, per resource, and its clock in seconds (the real time until a test sets it). */
export function standInState() {
  let clock: number | null = null;
  return {
    now: () => clock ?? Math.floor(Date.now() / 1000),
    setNow: (seconds: number) => void (clock = seconds),
    /** Where the stand-in listens, once it does (links it hands out start with it). */
    baseUrl: '',
    customers: new Map<string, Obj>(),
    subscriptions: new Map<string, Obj>(),
    invoices: new Map<string, Obj>(),
    paymentIntents: new Map<string, Obj>(),
    prices: new Map<string, Obj>(),
    portalSessions: new Map<string, Obj>(),
    refunds: new Map<string, Obj>(),
  };
}
