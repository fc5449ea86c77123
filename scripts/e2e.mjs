// npm run test:e2e [-- vitest args]: build the client, start the real server several times (demo content, an
// empty site, one with card payments on against our local Stripe stand-in, one whose social desk talks to
// our local X, Bluesky and Meta stand-ins, ...) on free ports with throwaway data dirs, run tests/e2e in
// Chromium, stop and clean up.
// E2E_SKIP_BUILD=1 reuses dist/client. The exit code is the test run's.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { buildServer } from './build-server.mjs';
import { freePort, startStandIn } from './e2e-stand-ins.mjs';

const node = process.execPath;
const repo = process.cwd();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-e2e-'));
// The server serves ./dist/client from its working directory. Running it from a private folder with
// its own copy of the build means a rebuild of the repo's dist/client mid-run cannot break the specs.
const siteDir = path.join(tmp, 'site');
const clientDir = path.join(siteDir, 'dist', 'client');
const serverDir = path.join(siteDir, 'dist', 'server');
const servers = [];

function section(title) {
  console.log(`\n=== ${title}`);
}

/**
 * Starts the production server (the bundle `npm start` runs, dist/node/server.js, built into the
 * private folder) on port 0 and resolves with its address once it listens.
 */
function startServer(name, env) {
  const dataDir = path.join(tmp, name);
  const logFile = path.join(tmp, `${name}.log`);
  const log = fs.createWriteStream(logFile);
  const child = spawn(node, [path.join(siteDir, 'dist', 'node', 'server.js')], {
    cwd: siteDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // Three servers and Chromium share two cores here: a slow moment is the test machine, not a crowd.
      BUSY_EVENT_LOOP_DELAY_MS: '0',
      // Each browser context sends its own X-Forwarded-For (tests/e2e/support/fixtures.ts): one hop.
      TRUST_PROXY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = { name, child, logFile };
  servers.push(server);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      log.write(chunk);
      if (server.url) return;
      output += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        server.url = match[1];
        output = '';
        resolve(server);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      server.exited = true;
      if (!server.url) reject(new Error(`The ${name} server exited with code ${code} before listening:\n${output}`));
    });
  });
}

/** Listening is not the same as ready: wait for the health check to say the database answers. */
async function waitForHealth(server) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(`${server.url}/api/health`);
      if (res.ok) return;
    } catch {
      // not accepting yet
    }
    if (Date.now() > deadline) throw new Error(`The ${server.name} server never reported healthy.`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function stopServer(server) {
  if (server.exited) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
    server.child.on('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.child.kill('SIGTERM');
  });
}

async function cleanUp() {
  await Promise.all(servers.map(stopServer));
  fs.rmSync(tmp, { recursive: true, force: true });
}

async function main() {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    section('Building the client');
    const vite = [
      'node_modules/vite/bin/vite.js',
      'build',
      '--logLevel',
      'warn',
      '--outDir',
      clientDir,
      '--emptyOutDir',
    ];
    const build = spawnSync(node, vite, { stdio: 'inherit' });
    if (build.status !== 0) return build.status ?? 1;
    // The page renderer for server-rendered pages (dist/server beside dist/client).
    const ssr = [
      'node_modules/vite/bin/vite.js',
      'build',
      '--ssr',
      'entry-server.tsx',
      '--logLevel',
      'warn',
      '--outDir',
      serverDir,
      '--emptyOutDir',
    ];
    const ssrBuild = spawnSync(node, ssr, { stdio: 'inherit' });
    if (ssrBuild.status !== 0) return ssrBuild.status ?? 1;
  } else if (fs.existsSync('dist/client/index.html')) {
    fs.cpSync('dist/client', clientDir, { recursive: true });
    if (fs.existsSync('dist/server')) fs.cpSync('dist/server', serverDir, { recursive: true });
  } else {
    console.error('E2E_SKIP_BUILD=1 but dist/client/index.html is missing: run npm run build first.');
    return 1;
  }

  section('Bundling the server');
  await buildServer(path.join(siteDir, 'dist', 'node'));
  // The packages the bundle leaves to node_modules (PGlite, sharp, pino, ...) resolve from here.
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');

  section('Starting the servers');
  const [stripe, social, socialPort] = await Promise.all([
    startStandIn('Stripe stand-in', 'src/server/test/stripe-stand-in-cli.ts', servers),
    startStandIn('social stand-ins', 'src/server/test/social-stand-ins/cli.ts', servers),
    freePort(),
  ]);
  const [site, empty, payments, newsroom, desk, socialDesk] = await Promise.all([
    // ADMIN_EMAILS: admins the specs create (verified, with two-step sign-in on) to make editors and grant
    // upload rights; one per spec file so no spec depends on another's run (tests/e2e/support/staff.ts).
    startServer('site', {
      SEED_DEMO: process.env.SEED_DEMO ?? 'true',
      ADMIN_EMAILS: [
        'e2e-admin@example.com',
        'e2e-admin-review@example.com',
        'e2e-admin-submit@example.com',
        'e2e-admin-moderator@example.com',
        'e2e-admin-a11y@example.com',
        'e2e-admin-header@example.com',
        'e2e-admin-flag1@example.com',
        'e2e-admin-flag2@example.com',
        'e2e-admin-flag3@example.com',
        'e2e-admin-seo@example.com',
        'e2e-admin-settings@example.com',
        'e2e-admin-embeds@example.com',
        'e2e-admin-comments@example.com',
      ].join(','),
      // The reply digest job every 2 s (comments.e2e.ts waits for its e-mail), not every 5 minutes.
      COMMENT_DIGEST_EVERY_MS: '2000',
    }),
    startServer('empty', { SEED_DEMO: 'false' }),
    // Payments on; the advertising spec's admin builds and runs campaigns here, away from the demo's pages.
    startServer('payments', {
      SEED_DEMO: 'false',
      ADMIN_EMAILS: 'e2e-admin-ads@example.com,e2e-admin-payouts@example.com,e2e-admin-media@example.com',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
    }),
    // The newsroom spec fills an empty site of its own, so the empty-site spec keeps finding it empty.
    startServer('newsroom', { SEED_DEMO: 'false' }),
    // A demo site of its own for the spec that removes all demo content, so no other spec loses its pages.
    startServer('desk', { SEED_DEMO: 'true', ADMIN_EMAILS: 'e2e-admin-desk@example.com' }),
    // The social desk, its networks' addresses pointing at our stand-ins. Its own port and PUBLIC_URL:
    // X and Facebook send the browser back to the callback address the server gives them.
    startServer('social', {
      SEED_DEMO: 'false',
      ADMIN_EMAILS: 'e2e-admin-social@example.com',
      PORT: String(socialPort),
      PUBLIC_URL: `http://127.0.0.1:${socialPort}`,
      X_API_URL: social.x.url,
      X_CLIENT_ID: social.x.account.clientId,
      X_CLIENT_SECRET: social.x.account.clientSecret,
      META_GRAPH_URL: social.meta.url,
      META_APP_ID: social.meta.account.appId,
      META_APP_SECRET: social.meta.account.appSecret,
      // A scheduled post goes out within 3 s of its time, so the test of it waits seconds, not half a minute.
      SOCIAL_SEND_EVERY_SECONDS: '3',
    }),
  ]);
  await Promise.all([
    waitForHealth(site),
    waitForHealth(empty),
    waitForHealth(payments),
    waitForHealth(newsroom),
    waitForHealth(desk),
    waitForHealth(socialDesk),
  ]);
  console.log(`demo site:  ${site.url}\nempty site: ${empty.url}\ncard payments (Stripe stand-in): ${payments.url}`);

  section('Running the browser tests');
  const args = [
    'node_modules/vitest/vitest.mjs',
    'run',
    '--config',
    'tests/e2e/vitest.e2e.config.ts',
    ...process.argv.slice(2),
  ];
  // E2E_DATA_DIR / E2E_EMPTY_DATA_DIR: the demo and empty servers' data dirs, so specs can read the mail
  // they write to DATA_DIR/outbox. E2E_TMP_DIR: scratch space shared by every spec (e.g. TOTP secrets).
  const env = {
    ...process.env,
    E2E_BASE_URL: site.url,
    E2E_EMPTY_BASE_URL: empty.url,
    E2E_NEWSROOM_BASE_URL: newsroom.url,
    E2E_NEWSROOM_DATA_DIR: path.join(tmp, newsroom.name),
    E2E_DESK_BASE_URL: desk.url,
    E2E_DESK_DATA_DIR: path.join(tmp, desk.name),
    E2E_SOCIAL_BASE_URL: socialDesk.url,
    E2E_SOCIAL_DATA_DIR: path.join(tmp, socialDesk.name),
    // The stand-ins' addresses and accounts: { x, bluesky, meta } as their CLI printed them.
    E2E_SOCIAL_STAND_INS: JSON.stringify(social),
    E2E_PAYMENTS_BASE_URL: payments.url,
    E2E_STRIPE_API_URL: stripe.url,
    E2E_STRIPE_SECRET_KEY: stripe.secretKey,
    E2E_DATA_DIR: path.join(tmp, site.name),
    E2E_EMPTY_DATA_DIR: path.join(tmp, empty.name),
    E2E_PAYMENTS_DATA_DIR: path.join(tmp, payments.name),
    E2E_TMP_DIR: tmp,
  };
  const tests = spawn(node, args, { stdio: 'inherit', env });
  const code = await new Promise((resolve) => tests.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))));
  if (code !== 0) {
    for (const server of servers.filter((s) => s.logFile)) {
      console.log(`\n--- last lines of the ${server.name} server log`);
      console.log(fs.readFileSync(server.logFile, 'utf8').split('\n').slice(-40).join('\n'));
    }
  }
  return code;
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void cleanUp().then(() => process.exit(130)));
}

main()
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    return 1;
  })
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  });
