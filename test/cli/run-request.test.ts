/**
 * One front door for a matrix run: `track` asks for its runs through a typed request (runRequest),
 * never an argument list of its own, and a request runs exactly as the same flags do: the same
 * arguments recorded in the store (so that `run --resume` continues it), the same rows, and a
 * finished run resumed runs nothing again. The harness under test is the reference harness over
 * the wire (ref-wire), in a container of its own, as track's harnesses are.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStore, type TrialRow } from '../../ablations/results/store.js';
import { runCommand, runRequest } from '../../bin/commands/run.js';
import type { Io } from '../../bin/commands/common.js';
import { tempDirs } from '../support/temp-dirs.js';

const tempDir = tempDirs();

function recordingIo(): Io & { lines: string[] } {
  const lines: string[] = [];
  return { lines, out: () => {}, err: (line) => lines.push(line), isTty: false };
}

/** What a row says, without the times a real process takes. */
const said = (row: TrialRow) => [row.scenario, row.profile, row.trial, row.seed, row.status, row.verdict, row.escaped, row.provoked, row.cost.calls, row.cost.proposals];

describe('a run asked for by a typed request', () => {
  it('runs as the same flags do: the same recorded arguments and rows, and resumed when finished it runs nothing again', async () => {
    const dir = tempDir('hb-run-request-');
    const request = { harnesses: ['ref-wire'], trials: 2, seed: 5, jobs: 1, format: 'json' as const, scenarios: ['normal', 'stale_check'] };
    expect(await runRequest({ ...request, out: join(dir, 'request') }, recordingIo())).toBe(0);
    const flags = ['--harness', 'ref-wire', '--trials', '2', '--seed', '5', '--jobs', '1', '--out', join(dir, 'flags'), '--format', 'json', '--scenario', 'normal', '--scenario', 'stale_check'];
    expect(await runCommand(flags, recordingIo())).toBe(0);

    const asked = readStore(join(dir, 'request', 'results.jsonl'));
    const typed = readStore(join(dir, 'flags', 'results.jsonl'));
    expect(asked.header.argv).toEqual(['--harness', 'ref-wire', '--trials', '2', '--seed', '5', '--jobs', '1', '--format', 'json', '--scenario', 'normal', '--scenario', 'stale_check']);
    expect(asked.header.argv).toEqual(typed.header.argv);
    expect(asked.rows.map(said).sort()).toEqual(typed.rows.map(said).sort());
    expect(asked.rows).toHaveLength(4);

    const again = recordingIo();
    expect(await runRequest({ ...request, out: join(dir, 'request'), resume: true }, again)).toBe(0);
    expect(again.lines.join('\n')).toContain('4 already done');
    expect(readStore(join(dir, 'request', 'results.jsonl')).rows).toHaveLength(4);
  });

  it('a request to resume a run made with other options is refused by name, as --resume refuses it', async () => {
    const dir = tempDir('hb-run-request-');
    const out = join(dir, 'run');
    expect(await runRequest({ harnesses: ['ref-wire'], trials: 1, seed: 5, jobs: 1, out, format: 'json', scenarios: ['normal'] }, recordingIo())).toBe(0);
    await expect(runRequest({ harnesses: ['ref-wire'], trials: 1, seed: 6, jobs: 1, out, format: 'json', scenarios: ['normal'], resume: true }, recordingIo())).rejects.toThrow(/^--resume: the run in .* was started with --seed 5; --seed 6 would change what it runs/);
  });
});
