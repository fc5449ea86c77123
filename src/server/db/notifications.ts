import pg from 'pg';

/**
 * Messages between the processes that share one PostgreSQL database (LISTEN/NOTIFY): how a change
 * made on one process reaches the others at once.
 */
export interface Notifications {
  publish(channel: string, payload: string): Promise<void>;
  /**
   * Listens on a connection of its own, made again when it drops; `onGap` runs after each reconnect,
   * since messages sent meanwhile were missed.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<{ close(): Promise<void> }>;
}

/** Channel names are ours, fixed in code; anything else is refused rather than quoted. */
const SAFE_CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
const RECONNECT_MS = 1000;

export function pgNotifications(connectionString: string, pool: pg.Pool): Notifications {
  return {
    async publish(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, onMessage, onGap) {
      if (!SAFE_CHANNEL.test(channel)) throw new Error(`invalid notification channel: ${channel}`);
      let closed = false;
      let client: pg.Client | undefined;
      let retry: NodeJS.Timeout | undefined;
      const connect = async () => {
        const next = new pg.Client({ connectionString });
        next.on('notification', (msg) => {
          if (msg.channel === channel && msg.payload !== undefined) onMessage(msg.payload);
        });
        // A dropped connection (a restart, a failover) is made again; what was sent meanwhile is lost.
        const lost = () => {
          if (closed || client !== next) return;
          client = undefined;
          retry = setTimeout(() => void reconnect(), RECONNECT_MS);
        };
        next.on('error', lost);
        next.on('end', lost);
        await next.connect();
        await next.query(`LISTEN ${channel}`);
        client = next;
      };
      const reconnect = async () => {
        if (closed) return;
        try {
          await connect();
          onGap();
        } catch {
          retry = setTimeout(() => void reconnect(), RECONNECT_MS);
        }
      };
      await connect();
      return {
        async close() {
          closed = true;
          clearTimeout(retry);
          await client?.end().catch(() => undefined);
        },
      };
    },
  };
}
