// What the benchmarks read of a running server's processes from Linux's /proc: its memory, and
// the CPU time of the process and every process it started (the cluster's workers, the database).
import { readdirSync, readFileSync } from 'node:fs';

/** /proc counts CPU time in clock ticks of 1/100 s (USER_HZ, 100 on every Linux architecture). */
const MS_PER_TICK = 10;

/** Resident memory of one process, in MB. */
export function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The fields of /proc/<pid>/stat after the command's name, or null once the process is gone. */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: fields start after its ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** The children of every process now running, by parent pid. */
function childrenByParent() {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = Number(statFields(entry)?.[1]);
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  return children;
}

/** `pid` and every process it started, directly or not, that is running now. */
export function processTree(pid) {
  const children = childrenByParent();
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(children.get(tree[i]) ?? []));
  return tree;
}

/** CPU time (user and system, every thread) the processes have used so far, in ms. */
export function cpuMs(pids) {
  let ticks = 0;
  for (const pid of pids) {
    const fields = statFields(pid);
    // utime and stime: the 14th and 15th fields of the whole line.
    if (fields) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * MS_PER_TICK;
}
