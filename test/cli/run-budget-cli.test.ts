import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStore } from '../../ablations/results/store.js';
import { cli } from '../support/cli.js';
import { tempDirs } from '../support/temp-dirs.js';

const tempDir = tempDirs();

/**
 * The lines of stderr that are not the progress meter (its rate is real time) or the start-up's removal of
 * what dead bench processes left (another test file's killed run, when the suite runs files side by side).
 */
const said = (err: string) => err.split('\n').filter((l) => l !== '' && !l.startsWith('progress: ') && !/^removed \d+ container\(s\) and \d+ folder\(s\) left by bench processes that no longer run$/.test(l));

describe('run --run-token-limit and --run-cost-limit', () => {
  it('stop the run after the row that reaches the cap (exit 1, the trials done stored), and --resume completes it', () => {
    const out = join(tempDir('hb-run-budget-'), 'run');
    const store = join(out, 'results.jsonl');
    // One trial at a time: no trial is in flight beside the one whose row reaches the cap.
    const args = ['run', '--scenario', 'stale_check', '--profile', 'full', '--trials', '20', '--jobs', '1', '--out', out];
    // The scenario's scripted proposer spends nothing: a cap of 0 is reached by the first row.
    const capped = cli([...args, '--run-token-limit', '0', '--run-cost-limit', '5'], { npm_command: undefined, npm_lifecycle_event: undefined });
    expect([capped.code, capped.out, said(capped.err)]).toEqual([
      1,
      '',
      [
        `harness-bench: seed 1, 1 scenario(s) x 1 profile(s) x 1 proposer(s), --trials 20; 1 cells: 1 of 20 trials: 20 trials; results in ${out}`,
        'run budget reached: 0 tokens, $0.0000; stopping after the trials in flight',
        `stopped by the run's token/cost cap; the trials done are in ${store}; raise the cap and continue with: harness-bench run --resume ${out} --run-token-limit N --run-cost-limit USD`,
      ],
    ]);
    expect(readStore(store).rows.map((r) => r.trial)).toEqual([0]);
    // The cap is the run's own: continued with a higher one, from the folder alone.
    const resumed = cli(['run', '--resume', out, '--run-token-limit', '1000']);
    expect(resumed.code, resumed.err).toBe(0);
    expect(readStore(store).rows.map((r) => r.trial)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('a money cap alone stops the run the same way', () => {
    const out = join(tempDir('hb-run-budget-'), 'run');
    // One trial at a time, as above: with two in flight, the second ends too and is stored (the cap stops the run after the trials in flight).
    const r = cli(['run', '--scenario', 'stale_check', '--profile', 'full', '--trials', '5', '--jobs', '1', '--out', out, '--run-cost-limit', '0']);
    expect([r.code, said(r.err).slice(1, 2)]).toEqual([1, ['run budget reached: 0 tokens, $0.0000; stopping after the trials in flight']]);
    expect(readStore(join(out, 'results.jsonl')).rows).toHaveLength(1);
  });
});
