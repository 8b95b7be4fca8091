import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStore, trialKey } from '../../ablations/results/store.js';
import { COMMANDS } from '../../bin/commands/cli-table.js';
import { FREE_ON_RESUME, withoutFlags } from '../../bin/commands/run-resume.js';
import { cli } from '../support/cli.js';
import { tempDirs } from '../support/temp-dirs.js';

/**
 * `run --resume DIR`: the store's header records the arguments the run was
 * started with, so its folder alone continues it; a flag given again that
 * would change what the run runs is refused by name, one that changes only
 * how the rest runs is taken.
 */

const tempDir = tempDirs();
const ARGS = ['--scenario', 'stale_check', '--scenario', 'publish', '--profile', 'full', '--profile', 'without-allowlist', '--trials', '3', '--seed', '11'];

let finished: string[] | undefined;

/** The store of one finished in-process run (made once), cut back to the header and its first `keep` rows, as a killed run leaves it, in a folder of its own. */
function interruptedRun(keep: number): { out: string; store: string; total: number } {
  if (finished === undefined) {
    const out = join(tempDir('hb-resume-'), 'run');
    const first = cli(['run', ...ARGS, '--out', out, '--format', 'jsonl']);
    expect(first.code, first.err).toBe(0);
    finished = readFileSync(join(out, 'results.jsonl'), 'utf8').split('\n').filter((l) => l !== '');
  }
  const out = join(tempDir('hb-resume-'), 'run');
  mkdirSync(out);
  const store = join(out, 'results.jsonl');
  writeFileSync(store, `${finished.slice(0, 1 + keep).join('\n')}\n`);
  return { out, store, total: finished.length - 1 };
}

describe('the flags a resumed run may give anew, and the ones a store records', () => {
  it('every flag free on resume is an option of run that does not choose what runs', () => {
    const options = Object.keys(COMMANDS.run.options);
    expect(FREE_ON_RESUME.filter((name) => !options.includes(name))).toEqual([]);
    for (const chooses of ['scenario', 'profile', 'harness', 'proposer', 'trials', 'seed', 'shard', 'grep']) expect(FREE_ON_RESUME).not.toContain(chooses);
  });

  it('drops a flag with its value, in either form, and keeps the rest', () => {
    expect(withoutFlags(['--trials', '3', '--out', 'a', '--shard=1/2', '--resume', '--seed', '4'], ['out', 'shard', 'resume'])).toEqual(['--trials', '3', '--seed', '4']);
    expect(withoutFlags(['--out=a', '--resume', 'a', '--scenario', 'x'], ['out', 'resume'])).toEqual(['--scenario', 'x']);
  });
});

describe('run --resume DIR', () => {
  it('records the arguments in the header, without the folder', () => {
    const { store } = interruptedRun(2);
    expect(readStore(store).header.argv).toEqual([...ARGS, '--format', 'jsonl']);
  });

  it('continues from the folder alone: the kept rows untouched, the rest run, no trial twice', () => {
    const { out, store, total } = interruptedRun(5);
    const partial = readStore(store);
    const resumed = cli(['run', '--resume', out]);
    expect(resumed.code, resumed.err).toBe(0);
    expect(resumed.err).toContain('5 already done');
    const full = readStore(store);
    expect(full.rows).toHaveLength(total);
    expect(new Set(full.rows.map(trialKey)).size).toBe(total);
    expect(full.rows.slice(0, 5)).toEqual(partial.rows);
  });

  it('takes a flag that changes only how the rest runs, and the older --out DIR --resume form', () => {
    const { out, store, total } = interruptedRun(1);
    const resumed = cli(['run', '--out', out, '--resume', '--jobs', '2', '--format', 'table']);
    expect(resumed.code, resumed.err).toBe(0);
    expect(readStore(store).rows).toHaveLength(total);
  });

  it('refuses, by name, a flag that would change what the run runs, and runs nothing', () => {
    const { out, store } = interruptedRun(2);
    const trials = cli(['run', '--resume', out, '--trials', '4']);
    expect(trials.code).toBe(2);
    expect(trials.err).toContain(`--resume: the run in ${out} was started with --trials 3; --trials 4 would change what it runs. Drop it to continue that run, or start a new one in another --out folder`);
    const scenario = cli(['run', '--resume', out, '--scenario', 'stale_check']);
    expect(scenario.code).toBe(2);
    expect(scenario.err).toContain('was started with --scenario stale_check --scenario publish; --scenario stale_check would change what it runs');
    const grep = cli(['run', '--resume', out, '--grep', 'x']);
    expect(grep.err).toContain('was started without --grep; --grep x would change what it runs');
    expect(readStore(store).rows).toHaveLength(2);
  });

  it('names the folder when it holds no run, and asks for one when none is given', () => {
    const missing = join(tempDir('hb-resume-'), 'nothing');
    const none = cli(['run', '--resume', missing]);
    expect(none.code).toBe(2);
    expect(none.err).toContain(`--resume: ${missing} holds no run (no ${join(missing, 'results.jsonl')}); name the folder a run printed after "results in"`);
    const bare = cli(['run', '--resume']);
    expect(bare.code).toBe(2);
    expect(bare.err).toContain("--resume needs the run's folder: harness-bench run --resume DIR");
    const two = cli(['run', '--resume', missing, '--out', `${missing}-2`]);
    expect(two.code).toBe(2);
    expect(two.err).toContain('name two folders');
  });
});
