import type { Db } from '../db/client';
import type { User } from '../db/schema';

/**
 * What one feature tells the others without importing them: each event's name and payload.
 * A feature that cares registers a listener when its routes are registered (app.events.on).
 */
export interface AppEvents {
  /**
   * Staff saved an item in the newsroom, or approved one on the review desk that is now on the site;
   * `isPublic` says whether readers can see it now. `db` is the connection the save used.
   */
  contentSaved: { db: Db; id: string; isPublic: boolean; at: Date };
  /** A reader saved their settings; `newsletter` is the newsletter toggle before and after the save. */
  preferencesSaved: { user: User; newsletter: { before: boolean; after: boolean } };
  /**
   * The payment provider says a payment intent succeeded (a verified webhook, applied once per event).
   * `db` is the transaction that records the event, so a listener's change and the record commit together.
   */
  paymentSucceeded: {
    db: Db;
    paymentIntentId: string;
    amountReceived: number;
    metadata: Record<string, string>;
    at: Date;
  };
}

type Listener<K extends keyof AppEvents> = (event: AppEvents[K]) => Promise<void> | void;

export interface EventHub {
  on<K extends keyof AppEvents>(name: K, listener: Listener<K>): void;
  /** Runs the listeners one after another, in the order they were registered; a failure fails the emit. */
  emit<K extends keyof AppEvents>(name: K, event: AppEvents[K]): Promise<void>;
}

export function createEventHub(): EventHub {
  const listeners = new Map<keyof AppEvents, Listener<keyof AppEvents>[]>();
  return {
    on(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener as Listener<keyof AppEvents>]);
    },
    async emit(name, event) {
      for (const listener of listeners.get(name) ?? []) await listener(event);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventHub;
  }
}
