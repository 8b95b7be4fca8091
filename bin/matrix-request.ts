import type { HarnessExpectation } from '../ablations/results/harness-expectations.js';
import type { HarnessConfigurationInput } from '../harnesses/configuration.js';
import type { LlmFlagOptions } from '../models/llm/llm-flag-options.js';
import type { Scenario, ScenarioInput } from '../scenarios/schema.js';

/*
 * A matrix run's request: `run`'s flags as data, the type runMatrix takes
 * (its own module, so that the package's declarations reach no more than it
 * names). What each option means is matrix-setup.ts's.
 */

/** What to run: `run`'s flags as data. Anything left out takes the flag's default. */
export interface MatrixRequest {
  /** Scenario objects (defineScenario), built-in names or globs (`normal`, `inject*`), or files (`--scenario`). None: the default matrix for the reference harness, every built-in otherwise. */
  scenarios?: readonly (Scenario | ScenarioInput | string)[] | undefined;
  /** Keep the scenarios whose name or description matches (`--grep`). */
  grep?: string | undefined;
  /** The reference harness's profiles: names or globs, compositions (`without:evidence+approval`) or files (`--profile`); every built-in one when absent. */
  profiles?: readonly string[] | undefined;
  /** `--ablate pairs`: every built-in profile and every pair of controls removed. */
  pairs?: boolean | undefined;
  /** `reference`, a harness kind, a configuration's name or file, or a configuration object (defineHarness) (`--harness`). Default `['reference']`. */
  harnesses?: readonly (string | HarnessConfigurationInput)[] | undefined;
  /** A release of the harnesses' one package instead of the pinned one, installed when missing (`--harness-version`). */
  harnessVersion?: string | undefined;
  /** Let a configuration placed where nothing contains it run there (`--allow-host-harness`). */
  allowHostHarness?: boolean | undefined;
  /** `scenario`, `reference`, `stochastic:<kind>` or an LLM spec (`--proposer`). Default `['scenario']`. */
  proposers?: readonly string[] | undefined;
  /** A real model behind every harness under test, `PROVIDER:MODEL` (`--model`). */
  model?: string | undefined;
  /** The LLM options of `--proposer llm:...` and `--model` (base URL, record, replay, prices, limits). */
  llm?: LlmFlagOptions | undefined;
  /** Trials per cell (`--trials`). */
  trials?: number | undefined;
  /** The run seed every trial's seed derives from (`--seed`). */
  seed?: number | undefined;
  /** Trials at once, or `auto` (one per core, two cores per harness under test) (`--jobs`). */
  jobs?: number | 'auto' | undefined;
  /** Keep the event timeline of the first N trials of each cell (`--keep-events`). */
  keepEvents?: number | undefined;
  /** Requests to a provider in flight at once (`--max-concurrency`). */
  maxConcurrency?: number | undefined;
  /** What the harnesses under test must do (`--expect`, `--require`), checked before anything runs. */
  expectations?: readonly HarnessExpectation[] | undefined;
  /** The run's caps on tokens and money (`--run-token-limit`, `--run-cost-limit`). */
  runTokenLimit?: number | undefined;
  runCostLimit?: number | undefined;
  /** Rerun the cells of that run, or of the newest run under that folder, that failed, errored or did not run (`--last-failed`). */
  lastFailed?: { dir: string } | { parent: string } | undefined;
  /** Run only this shard of the plan (`--shard K/N`). */
  shard?: { index: number; count: number } | null | undefined;
  /** Tool output kept per trial and per run, in bytes (`--trial-output-cap`, `--run-output-cap`). */
  trialOutputCap?: number | undefined;
  runOutputCap?: number | undefined;
  /** Continue the run stored in `out`, made with the same options: its trials already done are not run again (`--resume`). */
  resume?: boolean | undefined;
  /** The run's folder (`--out`); without it a new folder under `outParent` named by time and seed. */
  out?: string | undefined;
  outParent?: string | undefined;
}
