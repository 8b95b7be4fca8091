import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isUnderTest, type TrialRow } from '../../ablations/results/store.js';
import { scanStore } from '../../reports/store-stream.js';
import { UsageError } from './common.js';
import { latestRunDir } from './selection.js';

/**
 * `show --stderr`: what each harness in another process wrote to its stderr,
 * as its trial's row keeps it (results.jsonl, `harness_stderr`), printed to
 * the terminal with control characters made visible (the harness is untrusted).
 */

/** A trial's address, as `--trial` takes it and the report's drill-down prints it: SCENARIO/SUBJECT/PROPOSER/TRIAL. */
export function trialAddress(row: Pick<TrialRow, 'scenario' | 'profile' | 'proposer' | 'trial'>): string {
  return `${row.scenario}/${row.profile}/${row.proposer}/${row.trial}`;
}

/** DIR/results.jsonl, or the newest one in DIR's run folders. */
export function findStore(dir: string): string | null {
  const direct = join(dir, 'results.jsonl');
  if (existsSync(direct)) return direct;
  const latest = latestRunDir(dir);
  return latest === null ? null : join(latest, 'results.jsonl');
}

/** Whether the address picks the trial: its whole address, or a leading part of it (SCENARIO, SCENARIO/SUBJECT, ...). */
const picks = (address: string, given: string) => address === given || address.startsWith(`${given}/`);

/** Control characters (but newline and tab) as \xNN, so that what a harness wrote cannot drive the terminal. */
export function visibleControls(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/** One trial's block, ending in a newline: its address and verdict, then what its harness wrote to stderr, or why there is none. */
function stderrBlock(row: TrialRow): string {
  const head = `${trialAddress(row)}, ${row.verdict}`;
  const kept = row.harness_stderr;
  if (kept === undefined) return `${head}: no harness stderr (${isUnderTest(row) ? 'its harness wrote nothing to it' : "it ran in the bench's process"})\n`;
  const bytes = Buffer.byteLength(kept.tail, 'utf8');
  const size = kept.cut_bytes > 0 ? `the last ${bytes} bytes (the ${kept.cut_bytes} bytes before them were not kept)` : `${bytes} bytes`;
  return `${head}: its harness's stderr, ${size}\n${kept.tail.endsWith('\n') ? kept.tail : `${kept.tail}\n`}`;
}

/**
 * The blocks `show --stderr` prints (each ending in a newline), in store order: every trial whose harness wrote to stderr, or,
 * with addresses, every trial they pick (a trial without stderr says so). An address that picks no
 * trial is a UsageError.
 */
export async function stderrBlocks(store: string, addresses: readonly string[]): Promise<string[]> {
  const blocks: string[] = [];
  const used = new Set<string>();
  await scanStore(store, (row) => {
    const address = trialAddress(row);
    const chosen = addresses.filter((given) => picks(address, given));
    for (const given of chosen) used.add(given);
    if (addresses.length === 0 ? row.harness_stderr !== undefined : chosen.length > 0) blocks.push(visibleControls(stderrBlock(row)));
  });
  const unused = addresses.filter((given) => !used.has(given));
  if (unused.length > 0) throw new UsageError(`--trial ${unused.join(', ')}: no trial of ${store} there (an address is SCENARIO/SUBJECT/PROPOSER/TRIAL, or a leading part of one)`);
  if (blocks.length === 0) return [`no trial of ${store} kept a harness's stderr\n`];
  return blocks;
}
