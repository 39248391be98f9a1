import fs from 'node:fs';

/**
 * What a process used, from Linux's /proc/<pid>: its resident memory in MB, now (VmRSS) and at
 * its peak (VmHWM), and its CPU time. Writing 5 to clear_refs sets the peak back to the present,
 * so a peak read afterwards belongs to what ran in between. Null where /proc does not exist.
 */
function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux's ABI). */
const TICKS_PER_SECOND = 100;

/** User plus system CPU time in ms: on a shared machine, steadier than the wall clock. */
export function cpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) in parentheses; utime is 14th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

export const residentMb = (pid: number) => statusField(pid, 'VmRSS');

export interface Usage<T> {
  result: T;
  /** Peak resident memory during `work`. */
  peakMb: number | null;
  /** CPU time the process spent during `work`. */
  cpuMs: number | null;
}

/** Runs `work` and answers its result with what the process used meanwhile. */
export async function measureProcess<T>(pid: number, work: () => Promise<T>): Promise<Usage<T>> {
  let reset = true;
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    reset = false;
  }
  const cpuBefore = cpuMs(pid);
  const result = await work();
  const cpuAfter = cpuMs(pid);
  return {
    result,
    peakMb: reset ? statusField(pid, 'VmHWM') : null,
    cpuMs: cpuBefore === null || cpuAfter === null ? null : Math.round(cpuAfter - cpuBefore),
  };
}
