/**
 * The fuzzer's public API, for the CLI:
 *
 *   runFuzz({ profile, runs, seed, timeSeconds?, jobs?, saveDir? }) -> FuzzReport
 *   formatFuzzReport(report) -> string
 *   replayScenarioFile(path, profile) -> ReplayReport
 *   fuzzAblate({ runs, seed }) -> AblationTable, with formatAblationMarkdown / formatAblationTerminal
 */
export { brokenByControl, formatAblationMarkdown, formatAblationTerminal, fuzzAblate, EXPECTED_BREAKS, liveControls, OUT_OF_REACH } from './ablate.js';
export type { AblateOptions, AblationRow, AblationTable } from './ablate.js';
export { formatFuzzReport } from './format-report.js';
export { FuzzReportSchema, FuzzViolationSchema } from './fuzz-report.js';
export type { FuzzReport, FuzzViolation } from './fuzz-report.js';
export { checkInvariants, findInvariant, INVARIANT_NAMES, INVARIANTS } from './invariants.js';
export type { Invariant, InvariantCheck, Violation } from './invariants.js';
export { KNOWN_FINDINGS } from './known-findings.js';
export type { KnownFinding } from './known-findings.js';
export { invariantProperty, InvariantViolation } from './property.js';
export type { PropertyOptions } from './property.js';
export { DEFAULT_REGRESSION_DIR, regressionFiles, replayScenario, replayScenarioFile } from './regression-file.js';
export type { ReplayReport } from './regression-file.js';
export { replayEvents } from './replay-events.js';
export { runFuzz } from './runner.js';
export type { FuzzOptions } from './runner.js';
