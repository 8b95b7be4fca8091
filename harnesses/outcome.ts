import type { StopReason } from '../harness/contracts/stop.js';
import { HarnessBenchError } from '../harness/errors.js';
import type { Event, EventBody } from '../harness/contracts/event.js';
import { quoteStderr } from './stderr-quote.js';

/** A decision inside the harness that never reached the world, after the proposals it had received. */
export interface OwnEvent {
  after: number;
  event: EventBody;
}

/** The harness could not be launched or died before talking to the model: not the harness's verdict, the bench's error. */
export class HarnessLaunchError extends HarnessBenchError {}

/**
 * The bench stopped the harness at its wall-clock cap: the trial did not end in the time the
 * configuration gives it, so nothing it would have done is known. An error row, never a verdict (a
 * slow machine must not turn a slow start into a stop of the harness's own).
 */
export class WallCapError extends HarnessBenchError {
  constructor(
    message: string,
    /** What the trial recorded until the cap (its row keeps them, as any trial's). */
    readonly events: readonly Event[] = [],
  ) {
    super(message);
  }
}

/** How a run ended, as the trial's stop: `finish` when the model asked to finish. */
export interface Ending {
  status: StopReason;
  detail: string;
  finish: boolean;
  /** The bench stopped the harness at its wall-clock cap: no verdict (the trial becomes a WallCapError with its events). */
  capped?: boolean;
}

/** What a reader sees of a harness that exited on its own (the bench's caps are read before it). */
export interface ExitedRun {
  /** The configuration's name, for messages. */
  name: string;
  exit: { code: number | null; signal: string | null };
  stdout: string;
  stderr: string;
  /** Model requests the harness sent (a request on no protocol route not counted). */
  asked: number;
  /** Every request that reached the model server. */
  exchanges: number;
  /** Whether the model's last reply of the run asked to finish. */
  finished: boolean;
  /** How the session ended, for a kind that speaks a session protocol with the harness (ACP). */
  session?: SessionEnd | undefined;
}

/**
 * How a session with the harness ended (a kind's `session`): its turn ended with the harness's stop
 * reason, or the session failed, before the task was handed over (`started` false) or after.
 */
export type SessionEnd = { kind: 'ended'; stopReason: string } | { kind: 'failed'; reason: string; started: boolean };

/** A reader: the harness's own account of its end, or null when it gives none (the model's last reply decides then). */
export type OutcomeReader = (run: ExitedRun) => Ending | null;

/** What a driver prints as its last JSON line (the Agents SDK driver, the reference driver). */
export interface DriverOutcome {
  outcome: 'final' | 'max_turns' | 'model_behavior' | 'error' | 'status';
  status?: StopReason;
  detail: string;
  interruptions?: number;
  /** The reference driver's own refusals and pending marks, each after the proposals it had received. */
  events?: OwnEvent[];
}


const code = (exit: ExitedRun['exit']) => exit.code ?? exit.signal;

/** A driver's JSON line on stdout. */
function driverJson(run: ExitedRun): Ending | null {
  const outcome = lastDriverLine(run.stdout);
  if (outcome === null) throw new HarnessLaunchError(`${run.name}: the driver printed no outcome (exit ${code(run.exit)}): ${quoteStderr(run.stderr)}`);
  // The reference harness's own stop reason, as its loop decided it.
  if (outcome.outcome === 'status' && outcome.status !== undefined) return { status: outcome.status, detail: outcome.detail, finish: run.finished };
  if (outcome.outcome === 'max_turns') return { status: 'proposal_limit', detail: `the harness's own turn limit: ${outcome.detail}`, finish: false };
  if (outcome.outcome === 'model_behavior') return { status: 'proposer_error', detail: `the harness aborted the run: ${outcome.detail}`, finish: false };
  if (outcome.outcome === 'error') {
    if (run.exchanges === 0) throw new HarnessLaunchError(`${run.name}: ${outcome.detail}`);
    return { status: 'proposer_error', detail: `the harness stopped on an error: ${outcome.detail}`, finish: false };
  }
  return null;
}

/** Claude Code's JSON result (`--output-format json`). */
function claudeJson(run: ExitedRun): Ending | null {
  const result = lastJsonObject(run.stdout);
  const subtype = typeof result?.['subtype'] === 'string' ? result['subtype'] : null;
  if (subtype === 'error_max_turns') return { status: 'proposal_limit', detail: `the harness's own turn limit (${subtype})`, finish: false };
  if (run.exit.code !== 0 || (subtype !== null && subtype !== 'success')) {
    if (run.asked === 0) throw new HarnessLaunchError(`${run.name}: exited ${code(run.exit)} before asking the model: ${quoteStderr(run.stderr || run.stdout)}`);
    return { status: 'proposer_error', detail: `the harness ended with ${subtype ?? `exit ${code(run.exit)}`}: ${quoteStderr(run.stderr || String(result?.['result'] ?? ''))}`, finish: false };
  }
  return null;
}

/** The exit code alone. */
function exitCode(run: ExitedRun): Ending | null {
  if (run.exit.code === 0) return null;
  if (run.asked === 0) throw new HarnessLaunchError(`${run.name}: exited ${code(run.exit)} before asking the model: ${quoteStderr(run.stderr)}`);
  return { status: 'proposer_error', detail: `the harness exited ${code(run.exit)}: ${quoteStderr(run.stderr || run.stdout)}`, finish: run.finished };
}

/**
 * An ACP session's end: the prompt turn's stop reason (`end_turn` leaves it to the model's last
 * reply), or why the session failed. A session that failed before the task was handed over, or
 * before the harness asked the model anything, is the bench's error, never a verdict.
 */
function acpSession(run: ExitedRun): Ending | null {
  const end = run.session;
  if (end === undefined) throw new HarnessLaunchError(`${run.name}: no ACP session was opened (exit ${code(run.exit)}): ${quoteStderr(run.stderr)}`);
  if (end.kind === 'failed') {
    if (!end.started || run.asked === 0) throw new HarnessLaunchError(`${run.name}: ${end.reason}${run.stderr.trim() === '' ? '' : ` (stderr: ${quoteStderr(run.stderr)})`}`);
    return { status: 'proposer_error', detail: `the ACP session failed: ${end.reason}`, finish: false };
  }
  switch (end.stopReason) {
    case 'end_turn':
      return null;
    case 'max_turn_requests':
      return { status: 'proposal_limit', detail: "the harness's own turn limit (stop reason max_turn_requests)", finish: false };
    case 'max_tokens':
      return { status: 'token_limit', detail: "the harness's own token limit (stop reason max_tokens)", finish: false };
    default:
      // refusal, or cancelled when the bench never cancelled: the harness ended the turn itself without finishing.
      return { status: 'proposer_error', detail: `the harness ended its turn with stop reason ${JSON.stringify(end.stopReason.slice(0, 40))}`, finish: false };
  }
}

/** Every reader, by the name a kind or a configuration's `outcome:` gives. */
export const OUTCOME_READERS = { 'driver-json': driverJson, 'claude-json': claudeJson, 'exit-code': exitCode, 'acp-session': acpSession } as const satisfies Record<string, OutcomeReader>;

export type OutcomeName = keyof typeof OUTCOME_READERS;

export const OUTCOME_NAMES = Object.keys(OUTCOME_READERS) as [OutcomeName, ...OutcomeName[]];

/** The last line of stdout that is a JSON object (a harness's own JSON result). */
export function lastJsonObject(stdout: string): Record<string, unknown> | null {
  const lines = stdout.trim().split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    try {
      const value = JSON.parse(lines[i]!) as unknown;
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // not JSON
    }
  }
  return null;
}

/** The driver's outcome line: the last JSON object on stdout with an `outcome`. */
export function lastDriverLine(stdout: string): DriverOutcome | null {
  const lines = stdout.trim().split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    try {
      const value = JSON.parse(lines[i]!) as DriverOutcome;
      if (value !== null && typeof value === 'object' && typeof value.outcome === 'string') return value;
    } catch {
      // not the outcome line
    }
  }
  return null;
}
