/**
 * What else the machine was doing during a measurement: steal time and
 * busy time from the kernel's CPU counters (/proc/stat) and the load average
 * (/proc/loadavg), sampled as the rounds run. Readers return null where the
 * files do not exist (not Linux), and the figures say so.
 */
import { readFileSync } from 'node:fs';

export interface CpuCounters {
  /** Jiffies since boot over all CPUs, of every kind (user to steal). */
  total: number;
  /** Idle and iowait jiffies. */
  idle: number;
  /** Jiffies a hypervisor gave to another guest while this one wanted to run. */
  steal: number;
}

/** The aggregate `cpu` line of /proc/stat: user nice system idle iowait irq softirq steal (guest time is inside user). */
export function parseProcStat(text: string): CpuCounters {
  const line = text.split('\n').find((l) => l.startsWith('cpu '));
  if (line === undefined) throw new Error('/proc/stat has no aggregate "cpu" line');
  const f = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (f.length < 4 || f.some((x) => !Number.isFinite(x))) throw new Error(`/proc/stat: cannot read the cpu line ${JSON.stringify(line)}`);
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = f;
  return { total: user + nice + system + idle + iowait + irq + softirq + steal, idle: idle + iowait, steal };
}

/** The one-minute load average, the first field of /proc/loadavg. */
export function parseLoadavg(text: string): number {
  const load = Number(text.trim().split(/\s+/)[0]);
  if (!Number.isFinite(load)) throw new Error(`/proc/loadavg: cannot read ${JSON.stringify(text)}`);
  return load;
}

export interface MachineReader {
  cpu(): CpuCounters | null;
  load(): number | null;
}

const readOrNull = <T>(path: string, parse: (text: string) => T): T | null => {
  try {
    return parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
};

export const PROC: MachineReader = {
  cpu: () => readOrNull('/proc/stat', parseProcStat),
  load: () => readOrNull('/proc/loadavg', parseLoadavg),
};

export interface Noise {
  /** Share of all CPU time stolen by the hypervisor during the measurement, in percent (null off Linux). */
  steal_pct: number | null;
  /** Share of all CPU time not idle (this process and everyone else), in percent. */
  busy_pct: number | null;
  /** One-minute load average: mean and maximum of the samples taken during the measurement. */
  load_mean: number | null;
  load_max: number | null;
}

const pct = (part: number, whole: number): number => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/** Counters at start, load samples as rounds complete, the difference at the end. */
export class NoiseMeter {
  readonly #reader: MachineReader;
  readonly #start: CpuCounters | null;
  readonly #loads: number[] = [];

  constructor(reader: MachineReader = PROC) {
    this.#reader = reader;
    this.#start = reader.cpu();
    this.sample();
  }

  sample(): void {
    const load = this.#reader.load();
    if (load !== null) this.#loads.push(load);
  }

  finish(): Noise {
    this.sample();
    const end = this.#reader.cpu();
    const loads = this.#loads;
    const load_mean = loads.length > 0 ? Math.round((loads.reduce((a, b) => a + b, 0) / loads.length) * 100) / 100 : null;
    const load_max = loads.length > 0 ? Math.max(...loads) : null;
    if (this.#start === null || end === null) return { steal_pct: null, busy_pct: null, load_mean, load_max };
    const total = end.total - this.#start.total;
    return {
      steal_pct: pct(end.steal - this.#start.steal, total),
      busy_pct: pct(total - (end.idle - this.#start.idle), total),
      load_mean,
      load_max,
    };
  }
}
