import fs from 'node:fs';
import { cpuMsOf } from '../proc-cpu.mjs';

/**
 * CPU time (ms) of this process's main thread, where the server and PGlite run (not the load
 * generator's worker), and of all PostgreSQL server processes on the machine (the bench's database
 * and any other work of that server: run it on a quiet one): from /proc, so Linux only (else
 * undefined). Steadier than a rate on a shared machine, whose speed drifts between runs.
 */
export function cpuNow() {
  try {
    let postgres = 0;
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres')
          // With the time of backends that ended (the pool closes idle connections): the sum
          // never goes back when one exits during a run.
          postgres += cpuMsOf(`/proc/${pid}/stat`, { reaped: true });
      } catch {
        // The process ended while the list was read.
      }
    }
    return { main: cpuMsOf(`/proc/self/task/${process.pid}/stat`), postgres };
  } catch {
    return undefined;
  }
}
