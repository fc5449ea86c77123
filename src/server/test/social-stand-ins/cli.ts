/**
 * Runs the social stand-ins on their own (the e2e run starts them for the social desk). Takes the
 * names to start (all when none are given), prints one JSON line with each one's address and the
 * account it accepts, then serves until stopped.
 */
import { standInStarters, startSocialStandIns, type StandInName } from './index';

const asked = process.argv.slice(2) as StandInName[];
const names = asked.length ? asked : (Object.keys(standInStarters) as StandInName[]);
const unknown = names.filter((n) => !(n in standInStarters));
if (unknown.length) {
  console.error(`Unknown stand-in: ${unknown.join(', ')} (known: ${Object.keys(standInStarters).join(', ')})`);
  process.exit(2);
}
const running = await startSocialStandIns(names);
console.log(JSON.stringify(Object.fromEntries(Object.entries(running).map(([name, s]) => [name, describe(s)]))));

function describe(standIn: { url: string; account?: unknown }) {
  return { url: standIn.url, account: standIn.account };
}

const stop = () => void Promise.all(Object.values(running).map((s) => s.close())).then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
