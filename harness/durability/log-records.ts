import { z } from 'zod';
import { EventSchema, type Event } from '../contracts/event.js';
import { LogCorruptError, readLogAsync, type LogContents } from '../log/event-log.js';
import { TurnSchema, type Turn } from '../contracts/proposer.js';

/** What recovery did with a write a crash interrupted (see controls/reconciliation.ts). */
export const ReconciledOutcomeSchema = z.enum(['applied', 'unknown', 'not_applied', 'resent_with_key', 'reexecuted']);
export type ReconciledOutcome = z.infer<typeof ReconciledOutcomeSchema>;

/**
 * One record of a durable run's log, in the order the run made them: the
 * world's revision at the start, every event, every proposer turn, every
 * executor answer (with the revision after it), and what recovery decided
 * for an interrupted write. A replay reads nothing else.
 */
export const LogRecordSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('start'), revision: z.string() }),
  z.strictObject({ type: z.literal('event'), event: EventSchema }),
  z.strictObject({ type: z.literal('turn'), turn: TurnSchema }),
  z.strictObject({
    type: z.literal('receipt'),
    call_id: z.string(),
    attempt: z.number().int().nonnegative(),
    /** What the executor returned, or `{ message }` when it threw. */
    raw: z.unknown(),
    thrown: z.boolean(),
    revision: z.string(),
  }),
  z.strictObject({ type: z.literal('reconciled'), call_id: z.string(), attempt: z.number().int().nonnegative(), outcome: ReconciledOutcomeSchema }),
]);
export type LogRecord = z.infer<typeof LogRecordSchema>;

/** LogRecordSchema compiled ahead of time: a replay reads every record through it. */
const LogRecordParser = z.compile(LogRecordSchema);

/** A receipt as the log keeps it: what the executor returned, and the world's revision after it. */
export interface RecordedReceipt {
  raw: unknown;
  thrown: boolean;
  revision: string;
}

/** Recorded facts of a log, in the shapes a replay needs. */
export interface Recording {
  events: Event[];
  /** Every proposer turn (a proposal, a batch, or the end), in order. */
  turns: Turn[];
  receipts: Map<string, RecordedReceipt>;
  /** The world's revision when the run started. */
  initialRevision: string | null;
  contents: LogContents;
}

/** The log's records as a replay needs them; a record that is not a log record of this harness is a corrupt log. */
export function recordingOf(contents: LogContents, path = 'log'): Recording {
  const events: Event[] = [];
  const turns: Turn[] = [];
  const receipts = new Map<string, RecordedReceipt>();
  let initialRevision: string | null = null;
  contents.records.forEach((raw, i) => {
    const parsed = LogRecordParser.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      // Line 1 is the header: record i is on line i + 2.
      throw new LogCorruptError(path, i + 2, `not a log record (${issue?.path.join('.') || 'type'}: ${issue?.message})`);
    }
    // The record as written, not zod's copy: a replay compares events by their JSON, key order included.
    const r = raw as LogRecord;
    if (r.type === 'event') events.push(r.event);
    else if (r.type === 'turn') turns.push(r.turn);
    else if (r.type === 'start') initialRevision = r.revision;
    else if (r.type === 'receipt') receipts.set(`${r.call_id}#${r.attempt}`, { raw: r.raw, thrown: r.thrown, revision: r.revision });
  });
  return { events, turns, receipts, initialRevision, contents };
}

export async function readRecording(path: string): Promise<Recording> {
  return recordingOf(await readLogAsync(path), path);
}
