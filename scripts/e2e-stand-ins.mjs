// The e2e run's helper processes: our stand-ins of the outside services (Stripe, the social networks),
// each a CLI under src/server/test, and free ports for servers whose address must be known up front.
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawn } from 'node:child_process';

const node = process.execPath;
const repo = process.cwd();

/**
 * A stand-in CLI of ours (the networks are out of reach here), run through tsx and added to `started`
 * (stopped with the servers); resolves with the one JSON line it prints: its addresses and keys.
 */
export function startStandIn(name, script, started) {
  const tsx = pathToFileURL(path.join(repo, 'node_modules/tsx/dist/loader.mjs')).href;
  const child = spawn(node, ['--import', tsx, path.join(repo, script)], {
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join(repo, 'tsconfig.json') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const standIn = { name, child, logFile: null };
  started.push(standIn);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line && !standIn.keys) {
        standIn.keys = JSON.parse(line);
        resolve(standIn.keys);
      }
    });
    child.on('exit', (code) => {
      standIn.exited = true;
      if (!standIn.keys) reject(new Error(`The ${name} exited with code ${code}`));
    });
  });
}

/** A port free now, for a server whose own address must be known before it starts (its PUBLIC_URL). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
