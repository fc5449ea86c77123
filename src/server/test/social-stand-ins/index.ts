/**
 * Starts the social networks' stand-ins on free ports (tests, the e2e run, a local desk): each
 * speaks its platform's endpoints and keeps every post it received.
 */
import { startBlueskyStandIn } from './bluesky';
import { startMetaStandIn } from './meta';
import { startXStandIn } from './x';

export const standInStarters = {
  bluesky: startBlueskyStandIn,
  x: startXStandIn,
  meta: startMetaStandIn,
} as const;
export type StandInName = keyof typeof standInStarters;

export async function startSocialStandIns<N extends StandInName>(names: readonly N[]) {
  const entries = await Promise.all(names.map(async (name) => [name, await standInStarters[name]()] as const));
  return Object.fromEntries(entries) as { [K in N]: Awaited<ReturnType<(typeof standInStarters)[K]>> };
}
