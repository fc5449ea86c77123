/**
 * CPU time a process has used, from /proc (Linux only): the benches report what a request costs the
 * server itself, which stays true when the load generator on the same cores is the slower side.
 */
import fs from 'node:fs';

/** Linux counts CPU time in ticks of 10 ms (USER_HZ, 100 on every common build). */
const TICK_MS = 10;

/**
 * User plus system CPU time in ms of the process or thread whose stat file this is; with
 * `reaped`, also that of its children that have ended and been waited for (PostgreSQL's server
 * process collects its backends' time this way when they exit).
 */
export function cpuMsOf(statPath, { reaped = false } = {}) {
  const stat = fs.readFileSync(statPath, 'utf8');
  // Fields after the command name (which may hold spaces), from the state on: utime is the 12th,
  // stime the 13th, then the reaped children's cutime and cstime.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const own = Number(fields[11]) + Number(fields[12]);
  return (reaped ? own + Number(fields[13]) + Number(fields[14]) : own) * TICK_MS;
}

/** The pids of the processes whose parent is `parent`; an empty list where /proc cannot be read. */
export function childrenOf(parent) {
  const found = [];
  let pids = [];
  try {
    pids = fs.readdirSync('/proc').filter((pid) => /^\d+$/.test(pid));
  } catch {
    return found;
  }
  for (const pid of pids) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent) found.push(Number(pid));
    } catch {
      // The process ended while the list was read.
    }
  }
  return found;
}
