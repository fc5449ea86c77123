/**
 * What the X and Meta sign-ins share: the flow kept between "start" and "callback" in a sealed,
 * short-lived cookie (the state, X's PKCE verifier, the city and who started it), and the way back to
 * the desk, with the connected network or the reason it did not connect.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../../config';
import { currentUser } from '../../../platform/guards';
import { secretBox } from '../../../platform/secret-box';
import { resolveSessionSecret } from '../../../platform/session-secret';

const COOKIE = 'bl_social_oauth';
const COOKIE_PATH = '/api/admin/social/oauth';
const TEN_MINUTES = 600;
export const DESK_PATH = '/admin/social';

export interface OAuthFlow {
  network: 'x' | 'meta';
  state: string;
  /** X's PKCE code verifier. */
  verifier?: string;
  city: string;
  /** The staff member who started it: only they can finish it. */
  user: string;
}

const box = (config: Config) => secretBox(resolveSessionSecret(config), 'social-oauth');

export function keepFlow(config: Config, reply: FastifyReply, flow: OAuthFlow) {
  const sealed = box(config).seal(JSON.stringify(flow));
  reply.header(
    'Set-Cookie',
    `${COOKIE}=${sealed}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax; Max-Age=${TEN_MINUTES}`,
  );
}

/**
 * The flow this callback belongs to, once: the cookie is cleared whatever happens. Null unless the
 * same person comes back from the same network with the state it was sent with.
 */
export function takeFlow(
  config: Config,
  req: FastifyRequest,
  reply: FastifyReply,
  network: OAuthFlow['network'],
): OAuthFlow | null {
  reply.header('Set-Cookie', `${COOKIE}=; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax; Max-Age=0`);
  const raw = new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]+)`).exec(req.headers.cookie ?? '')?.[1];
  const opened = raw ? box(config).open(raw) : null;
  if (!opened) return null;
  const flow = JSON.parse(opened) as OAuthFlow;
  const state = (req.query as { state?: string }).state;
  if (flow.network !== network || flow.state !== state || flow.user !== currentUser(req).id) return null;
  return flow;
}

/** Back to the desk: what connected, or why not (shown there as an alert). */
export function backToDesk(reply: FastifyReply, outcome: { connected: string } | { failed: string }) {
  const query: Record<string, string> =
    'connected' in outcome ? { connected: outcome.connected } : { 'connect-error': outcome.failed };
  return reply.redirect(`${DESK_PATH}?${new URLSearchParams(query).toString()}`);
}
