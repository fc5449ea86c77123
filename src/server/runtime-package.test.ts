import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** scripts/runtime-package.mjs, run as the Dockerfile runs it: what the runtime image installs. */
function manifestOf(bundle: string): { loaded: string[]; dependencies: Record<string, string> } {
  const script = `
    import { loadedPackages, runtimeManifest } from './scripts/runtime-package.mjs';
    const dir = ${JSON.stringify(bundle)};
    console.log(JSON.stringify({ loaded: [...loadedPackages(dir)].sort(), dependencies: runtimeManifest(dir).dependencies }));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })) as {
    loaded: string[];
    dependencies: Record<string, string>;
  };
}

describe('the runtime packages of the Docker image', () => {
  const bundle = fs.mkdtempSync(path.join(os.tmpdir(), 'bl-bundle-'));
  fs.writeFileSync(
    path.join(bundle, 'server.js'),
    [
      'import fs from "node:fs";',
      'import sharp from "sharp";',
      'import { x } from "./chunk-1.js";',
      'var path = require("path");',
      'var pino = __require("pino");',
      'var LocalStore = require2("@fastify/rate-limit/store/LocalStore.js");',
      'const redis = await import("ioredis");',
      // Code a library writes as text for later, not a call at run time:
      `equal.code = 'require("ajv/dist/runtime/equal").default';`,
      'formats = (0, codegen_1._)`require("ajv-formats/dist/formats").${name}`;',
    ].join('\n'),
  );
  fs.writeFileSync(path.join(bundle, 'server.js.map'), '{"sources":["require(\\"react\\")"]}');

  it('are what the bundle loads from node_modules, not what it mentions in strings', () => {
    expect(manifestOf(bundle).loaded).toEqual(['@fastify/rate-limit', 'ioredis', 'pino', 'sharp']);
  });

  it('add the packages the bundle keeps outside, at the versions the lockfile installs, and no development tool', () => {
    const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8')) as {
      packages: Record<string, { version: string }>;
    };
    const { dependencies } = manifestOf(bundle);
    expect(dependencies['@electric-sql/pglite']).toBe(lock.packages['node_modules/@electric-sql/pglite']!.version);
    expect(dependencies['@fastify/rate-limit']).toBe(lock.packages['node_modules/@fastify/rate-limit']!.version);
    expect(dependencies).toHaveProperty('@electric-sql/pglite-tools');
    expect(dependencies).not.toHaveProperty('vite');
    expect(dependencies).not.toHaveProperty('react');
  });
});
