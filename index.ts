/*
 * harness-bench's public API: `import { ... } from 'harness-bench'`. Re-exports
 * only; index.js loads this file through tsx, and dist/types holds its
 * declarations (built by `npm pack`). docs/api.md shows each export in use.
 */

/** Validates a scenario written in TypeScript against ScenarioSchema and fills its defaults; throws on a bad field. */
export { defineScenario } from './scenarios/schema.js';

/** A scenario as the bench runs it (every default filled), what defineScenario accepts, and the parts of one. */
export type { Contract, DefectKind, FailureKind, Predicate, Probe, ProposerSpec, Scenario, ScenarioInput } from './scenarios/schema.js';

/** Validates an external harness configuration (a profiles/<kind>/*.yaml file's data) and fills its defaults; a ConfigError naming each bad field. */
export { defineHarness } from './harnesses/define.js';

/** A harness configuration as validated (defaults filled), and what defineHarness accepts. */
export type { HarnessConfiguration, HarnessConfigurationInput } from './harnesses/configuration.js';
/** @deprecated The same type, by its old name: "profile" now means a reference control set only. Use HarnessConfiguration. */
export type { HarnessConfiguration as HarnessProfile, HarnessConfigurationInput as HarnessProfileInput } from './harnesses/configuration.js';

/** Runs a matrix (scenarios x the reference harness's profiles and harnesses under test x proposers) as `harness-bench run` does, storing its rows in `<out>/results.jsonl`. */
export { runMatrix } from './bin/run-matrix.js';

/** What runMatrix takes, and what it returns: where its store is and how many of its trials ran. */
export type { MatrixRunResult, RunMatrixOptions } from './bin/run-matrix.js';

/** Scores releases of one harness package into a dataset, each through runMatrix, as `harness-bench track` does; finds what changed between them. */
export { trackReleases } from './bin/track-releases.js';

/** What trackReleases takes, and what it returns: the versions scored, the entries not scored, the regressions found. */
export type { TrackOptions, TrackResult } from './bin/track-releases.js';

/** Reads a results store (`results.jsonl`): its header and one row per trial; a torn last line is dropped and reported. */
export { readStore } from './ablations/results/store.js';

/** A store's rows in the plan's order (scenario, column, proposer, trial, as its header lists them): a run stores each row as its trial ends. */
export { sortRows } from './ablations/results/store.js';

/** A store's contents, its header, and a trial's row with its status and verdict. */
export type { StoreContents, StoreHeader, TrialRow, TrialStatus, TrialVerdict } from './ablations/results/store.js';
