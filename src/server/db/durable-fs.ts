import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { NodeFS } from '@electric-sql/pglite/nodefs';

interface EmscriptenNode {
  parent: EmscriptenNode;
  name: string;
  mount: { opts: { root: string } };
}
interface NodefsModule {
  NODEFS: {
    realPath(node: EmscriptenNode): string;
    stream_ops: { write: (stream: { node: EmscriptenNode }, ...rest: unknown[]) => number };
    node_ops: Record<string, (...args: unknown[]) => unknown>;
  };
}

/**
 * PGlite's Node file system with flush-on-commit. PGlite runs PostgreSQL with fsync off, and its
 * Node file system has no fsync at all, so a commit reaches the kernel's page cache only: it survives
 * a killed process but not a power cut. This file system remembers every file PostgreSQL wrote to (and
 * every folder whose entries changed) and fsyncs them in `syncToFs`, which PGlite calls after each
 * top-level query; `openDatabase` also calls it after every transaction. So when a write is
 * acknowledged, the WAL holding its commit record is on stable storage. See docs/decisions/016.
 */
export class DurableNodeFS extends NodeFS {
  private dirtyFiles = new Set<string>();
  private dirtyDirs = new Set<string>();
  /** fsync calls made so far (for the durability test and the bench). */
  fsyncs = 0;

  override async init(pg: unknown, opts: Record<string, unknown> & { preRun?: ((mod: unknown) => void)[] }) {
    const result = await super.init(pg as never, opts as never);
    const emscriptenOpts = result.emscriptenOpts as { preRun?: ((mod: unknown) => void)[] };
    emscriptenOpts.preRun = [...(emscriptenOpts.preRun ?? []), (mod) => this.track(mod as NodefsModule)];
    return result;
  }

  private track(mod: NodefsModule) {
    const nodefs = mod.NODEFS;
    const write = nodefs.stream_ops.write;
    nodefs.stream_ops.write = (stream, ...rest) => {
      this.dirtyFiles.add(nodefs.realPath(stream.node));
      return write(stream, ...rest);
    };
    // Creating, renaming and removing files changes their folder: fsync the folder too.
    for (const op of ['mknod', 'rename', 'unlink', 'rmdir', 'symlink']) {
      const original = nodefs.node_ops[op];
      if (!original) continue;
      nodefs.node_ops[op] = (...args: unknown[]) => {
        const parent = args[0] as EmscriptenNode;
        this.dirtyDirs.add(nodefs.realPath(parent));
        if (op === 'rename') this.dirtyDirs.add(nodefs.realPath(args[1] as EmscriptenNode));
        return original(...args);
      };
    }
  }

  /**
   * fsyncs every file and folder under the root: for files written beside PGlite (a new database
   * unpacked from the template, db/client.ts) before it opens them.
   */
  flushTree() {
    const walk = (dir: string) => {
      this.dirtyDirs.add(dir);
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.isFile()) this.dirtyFiles.add(full);
      }
    };
    walk(this.rootDir);
    this.flush();
  }

  /** fsyncs one folder's entries, e.g. after a rename into it. */
  flushFolder(dir: string) {
    this.dirtyDirs.add(dir);
    this.flush();
  }

  /** fsyncs what was written since the last call. */
  override async syncToFs() {
    this.flush();
  }

  flush() {
    if (this.dirtyFiles.size === 0 && this.dirtyDirs.size === 0) return;
    const files = [...this.dirtyFiles];
    const dirs = [...this.dirtyDirs];
    this.dirtyFiles.clear();
    this.dirtyDirs.clear();
    // Many files at once (a new database unpacked, a checkpoint): one syncfs of the whole file
    // system (coreutils `sync -f`) is much cheaper than an fsync per file.
    if (files.length > 64 && process.platform === 'linux' && this.syncWholeFs()) return;
    for (const file of files) this.fsyncPath(file, 'r+');
    for (const dir of dirs) this.fsyncPath(dir, 'r');
  }

  private syncWholeFs(): boolean {
    const result = spawnSync('sync', ['-f', this.rootDir], { stdio: 'ignore' });
    if (result.status !== 0) return false;
    this.fsyncs += 1;
    return true;
  }

  private fsyncPath(file: string, flags: string) {
    let fd: number | undefined;
    try {
      fd = fs.openSync(file, flags);
      fs.fsyncSync(fd);
      this.fsyncs += 1;
    } catch (err) {
      // A file written and then removed (a recycled WAL segment, a dropped table) needs no flush.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      this.dirtyDirs.add(path.dirname(file));
    } finally {
      if (fd !== undefined) fs.closeSync(fd);
    }
  }
}
