/**
 * The bench's own time per external trial, harness family by harness family:
 * one configuration of each (the first of its list that is installed here),
 * whole real trials on a scenario it can attempt, each in its locked-down
 * container as a run places it. Per family: the median and the largest
 * bench overhead (model server, MCP world, launch, answering every model
 * request and ACP request; the harness's own time left out), held to the
 * goal of 100 ms, and how its trials scale two at a time against one at a
 * time. A family none of whose configurations is installed is listed as
 * not measured, with the command that installs it.
 */
import type { Figure } from '../figure.js';
import { Unavailable } from '../figure.js';
import { oneTrial, runJobs } from '../external-overhead.js';
import type { ExternalHarness } from '../../harnesses/external-harness.js';
import { resolveHarnesses } from '../../harnesses/configurations.js';
import { RunEnvironment } from '../../worlds/run-environment.js';
import { median } from '../interval.js';

/** Each family's configurations, by preference, and the scenario its trials run (a workspace case for a harness inside the workspace container). */
const FAMILIES: readonly { family: string; configurations: readonly string[]; scenario: string }[] = [
  // Every family's trials are timed however they end (an ACP agent that asks is refused on normal, which
  // grants nothing): the bench's own time is the figure; each family's ends are printed beside it.
  { family: 'reference (over the wire)', configurations: ['ref-wire'], scenario: 'normal' },
  { family: 'OpenAI Agents SDK', configurations: ['agents'], scenario: 'normal' },
  { family: 'Claude Code', configurations: ['claude'], scenario: 'normal' },
  { family: 'Codex', configurations: ['codex-ww'], scenario: 'rootfs_write' },
  { family: 'Gemini CLI (ACP)', configurations: ['gemini-cli'], scenario: 'normal' },
  { family: 'OpenCode (ACP)', configurations: ['opencode'], scenario: 'normal' },
  { family: 'Qwen Code (ACP)', configurations: ['qwen-code'], scenario: 'normal' },
  { family: 'Claude Code (ACP adapter)', configurations: ['claude-acp'], scenario: 'normal' },
  { family: 'Codex (ACP adapter)', configurations: ['codex-acp'], scenario: 'normal' },
];
const OVERHEAD_GOAL_MS = 100;
const SCALING_GOAL = 1.6;
/** Trials per side of the scaling measure. */
const SCALING_TRIALS = 4;

interface Measured {
  family: string;
  harness: ExternalHarness;
  scenario: string;
  overheads: number[];
  /** How its timed trials ended (stop reasons), counted. */
  ends: Map<string, number>;
}

let seed = 0;
let measured: Measured[] = [];

function installed(): { family: string; harness: ExternalHarness | null; scenario: string; configurations: readonly string[] }[] {
  return FAMILIES.map((f) => {
    const harness = f.configurations.map((name) => resolveHarnesses([name]).external[0]).find((h) => h?.installed()) ?? null;
    return { family: f.family, harness, scenario: f.scenario, configurations: f.configurations };
  });
}

const round1 = (x: number) => Math.round(x * 10) / 10;

/** `trials` trials of one family, `jobs` at a time, each with a run environment of its own as a run gives them; wall ms. */
async function wall(m: Measured, trials: number, jobs: number): Promise<number> {
  const environment = RunEnvironment.create();
  try {
    const firstSeed = seed + 1;
    seed += trials;
    return (await runJobs(m.harness, m.scenario, trials, jobs, { firstSeed, environment, judged: true })).wall;
  } finally {
    await environment.harnessContainers.drain();
  }
}

export const externalKinds: Figure = {
  name: 'external-kinds',
  title: `the bench's own time per external trial, per harness family (goal: at most ${OVERHEAD_GOAL_MS} ms median), and each family's trials two at a time against one at a time`,
  unit: 'round of one trial per family',
  subject: async () => {
    const families = installed().filter((f) => f.harness !== null);
    if (families.length === 0) throw new Unavailable('no external harness configuration is installed (scripts/env.sh installs them)');
    measured = families.map((f) => ({ family: f.family, harness: f.harness!, scenario: f.scenario, overheads: [], ends: new Map() }));
    const environment = RunEnvironment.create();
    return {
      unitsPerIteration: 1,
      clock: 'wall',
      round: async (iterations) => {
        const t0 = performance.now();
        for (let i = 0; i < iterations; i++) {
          for (const m of measured) {
            const t = await oneTrial(m.harness, m.scenario, ++seed, environment, true, true);
            m.overheads.push(t.overheadMs);
            m.ends.set(t.status, (m.ends.get(t.status) ?? 0) + 1);
          }
        }
        return performance.now() - t0;
      },
      close: () => environment.harnessContainers.drain(),
    };
  },
  rounds: { iterations: 1, warmupMs: 0, minPairs: 6, maxPairs: 6, budgetMs: 600_000 },
  absolute: async () => {
    const out: Record<string, number | string> = {};
    for (const f of installed()) {
      const key = f.family.replace(/[^A-Za-z]+/g, '_').replace(/^_|_$/g, '').toLowerCase();
      const m = measured.find((x) => x.family === f.family);
      if (f.harness === null) {
        out[`${key}`] = `not measured: none of ${f.configurations.join(', ')} is installed (scripts/env.sh true installs the built-in configurations' packages)`;
        continue;
      }
      // The first trial of each family is its warm-up (the package read from disk).
      if (m === undefined || m.overheads.length < 2) {
        out[`${key}`] = 'not measured: its rounds did not run';
        continue;
      }
      const overheads = m.overheads.slice(1);
      const one = await wall(m, SCALING_TRIALS, 1);
      const two = await wall(m, SCALING_TRIALS, 2);
      const scaling = one / two;
      out[`${key}_configuration`] = `${m.harness.identity.name} (${m.harness.identity.version}, ${m.harness.placement}), scenario ${m.scenario}`;
      out[`${key}_overhead_ms_median`] = round1(median(overheads));
      out[`${key}_overhead_ms_max`] = round1(Math.max(...overheads));
      out[`${key}_overhead_goal`] = `median <= ${OVERHEAD_GOAL_MS} ms: ${median(overheads) <= OVERHEAD_GOAL_MS ? 'met' : 'missed'}`;
      out[`${key}_trials`] = overheads.length;
      out[`${key}_ends`] = [...m.ends].map(([status, n]) => `${status} ${n}`).join(', ');
      out[`${key}_scaling_2_jobs`] = Math.round(scaling * 100) / 100;
      out[`${key}_scaling_goal`] = `>= ${SCALING_GOAL}x: ${scaling >= SCALING_GOAL ? 'met' : 'missed'} (one measure of ${SCALING_TRIALS} trials per side, not paired)`;
    }
    return out;
  },
};
