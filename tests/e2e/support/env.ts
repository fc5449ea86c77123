/** Where the specs find the site: the demo-seeded server, and one started with SEED_DEMO=false. */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the browser tests with npm run test:e2e.`);
  return value;
}

export const baseURL = () => required('E2E_BASE_URL');
export const emptyBaseURL = () => required('E2E_EMPTY_BASE_URL');
/** An empty site of the newsroom spec's own (it publishes, so the empty-site spec must not share it). */
export const newsroomBaseURL = () => required('E2E_NEWSROOM_BASE_URL');
/** A demo site of its own for the spec that removes all demo content (desk-bulk.e2e.ts). */
export const deskBaseURL = () => required('E2E_DESK_BASE_URL');
/** A server with card payments on, talking to our local Stripe stand-in (whose address and key follow). */
export const paymentsBaseURL = () => required('E2E_PAYMENTS_BASE_URL');
export const stripeStandIn = () => ({
  url: required('E2E_STRIPE_API_URL'),
  secretKey: required('E2E_STRIPE_SECRET_KEY'),
});
/** A site whose social desk talks to our X, Bluesky and Meta stand-ins (social.e2e.ts). */
export const socialBaseURL = () => required('E2E_SOCIAL_BASE_URL');
export interface SocialStandIns {
  x: { url: string; account: { username: string } };
  bluesky: { url: string; account: { handle: string; appPassword: string } };
  meta: { url: string };
}
/** The stand-ins' addresses and accounts, as their CLI printed them. */
export const socialStandIns = (): SocialStandIns => JSON.parse(required('E2E_SOCIAL_STAND_INS')) as SocialStandIns;
