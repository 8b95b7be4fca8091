/**
 * Every figure of `npm run bench:perf`, in the order they run. Adding a
 * figure: write perf/figures/<name>.ts exporting a Figure (see figure.ts),
 * and add it here.
 */
import { callOverhead } from './figures/call-overhead.js';
import { cliStart } from './figures/cli-start.js';
import { dockerExec, dockerTrial } from './figures/docker.js';
import { durableLog } from './figures/durable-log.js';
import { externalJobs, externalOverhead } from './figures/external.js';
import { externalKinds } from './figures/external-kinds.js';
import { fuzz } from './figures/fuzz.js';
import { llm } from './figures/llm.js';
import { mainJob } from './figures/main-job.js';
import { matrix } from './figures/matrix.js';
import { report } from './figures/report.js';
import { seedLab1, seedLab2 } from './figures/seed-labs.js';
import { seedLabsJudged } from './figures/seed-labs-judged.js';
import { workspaceSnapshot } from './figures/workspace-snapshot.js';
import type { Figure } from './figure.js';

export const FIGURES: readonly Figure[] = [
  seedLab1,
  seedLab2,
  seedLabsJudged,
  callOverhead,
  matrix,
  fuzz,
  report,
  durableLog,
  llm,
  dockerTrial,
  dockerExec,
  workspaceSnapshot,
  externalOverhead,
  externalJobs,
  externalKinds,
  cliStart,
  mainJob,
];
