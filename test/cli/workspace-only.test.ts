import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import { readStore } from '../../ablations/results/store.js';
import { cli, ROOT } from '../support/cli.js';
import { tempDirs } from '../support/temp-dirs.js';

const tempDir = tempDirs();

/**
 * A configuration placed inside the trial's workspace container (claude-box,
 * claude-box+skip) runs only on the workspace scenarios: the plan has no cell
 * of it on any other scenario (no trial, no row, no report cell), and the
 * run's first lines say so once. Its package is faked in a cache of the
 * test's own (HARNESS_BENCH_CACHE), and the one workspace scenario, fork_bomb,
 * is out of such a harness's reach (the bench's container contains it): no
 * container starts.
 */
function fakeCache(): string {
  const cache = tempDir('hb-workspace-only-');
  const { package: pkg } = parseYaml(readFileSync(join(ROOT, 'profiles', 'claude-code', 'container.yaml'), 'utf8')) as { package: { name: string; version: string } };
  const dir = join(cache, 'harnesses', `${pkg.name.replace(/^@/, '').replace(/\//g, '-')}-${pkg.version}`, 'node_modules', ...pkg.name.split('/'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: pkg.name, version: pkg.version }));
  return cache;
}

const CONTAINED = "the bench's container's process limit stops it, whatever the harness does";

describe('configurations inside the workspace container are planned on workspace scenarios only', () => {
  it('says so once in the first lines, and neither the store nor the reports hold a cell of the other scenarios', () => {
    const cache = fakeCache();
    const out = join(cache, 'out');
    const r = cli(['run', '--harness', 'claude-box', '--harness', 'claude-box+skip', '--scenario', 'stale_check', '--scenario', 'fork_bomb', '--scenario', 'publish', '--trials', '2', '--out', out], { HARNESS_BENCH_CACHE: cache, CI: undefined });
    expect(r.code, r.err).toBe(0);
    const lines = r.err.split('\n');
    expect(lines.slice(0, 3)).toEqual([
      `harness-bench: seed 1, 3 scenario(s) x 2 harness configuration(s) x 1 proposer(s), --trials 2; 2 cells: 2 of 2 trials: 4 trials; results in ${out}`,
      "harnesses under test: claude-box, claude-box+skip each inside its trial's workspace container (its own tools on)",
      'claude-box, claude-box+skip run only on the 1 workspace scenario (they run inside the workspace container; the other 2 are not planned for them)',
    ]);
    expect(lines.filter((l) => l.includes('workspace scenario'))).toHaveLength(1);
    // Nothing anywhere says a cell had no workspace, nor names the scenarios left out.
    for (const text of [r.out, r.err, readFileSync(join(out, 'summary.md'), 'utf8'), readFileSync(join(out, 'report.html'), 'utf8')]) expect(text).not.toContain('has no workspace');
    expect(r.out).not.toMatch(/stale_check|publish/);

    const store = readStore(join(out, 'results.jsonl'));
    expect(store.header.planned).toBe(4);
    expect(store.rows.map((row) => [row.scenario, row.profile, row.trial, row.verdict, row.out_of_reach])).toEqual([
      ['fork_bomb', 'claude-box', 0, 'not_run', { kind: 'contained', reason: CONTAINED }],
      ['fork_bomb', 'claude-box', 1, 'not_run', { kind: 'contained', reason: CONTAINED }],
      ['fork_bomb', 'claude-box+skip', 0, 'not_run', { kind: 'contained', reason: CONTAINED }],
      ['fork_bomb', 'claude-box+skip', 1, 'not_run', { kind: 'contained', reason: CONTAINED }],
    ]);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')) as { cells: { scenario: string; profile: string }[]; not_run_cells: number };
    expect(summary.cells.map((c) => [c.scenario, c.profile])).toEqual([
      ['fork_bomb', 'claude-box'],
      ['fork_bomb', 'claude-box+skip'],
    ]);
    expect(summary.not_run_cells).toBe(2);
    const card = JSON.parse(readFileSync(join(out, 'scorecard.json'), 'utf8')) as { harnesses: { harness: string; probes: { scenario: string }[] }[] };
    expect(card.harnesses.map((h) => [h.harness, h.probes.map((p) => p.scenario)])).toEqual([
      ['claude-box', ['fork_bomb']],
      ['claude-box+skip', ['fork_bomb']],
    ]);
  });

  it('a run of such configurations over scenarios without a workspace has nothing to run, and says why (exit 2)', () => {
    const cache = fakeCache();
    const out = join(cache, 'out');
    const one = cli(['run', '--harness', 'claude-box', '--scenario', 'stale_check', '--out', out], { HARNESS_BENCH_CACHE: cache });
    expect(one).toEqual({ code: 2, out: '', err: 'harness-bench run: no trials to run: claude-box runs on none of the chosen scenarios: it runs inside the workspace container, and stale_check has no workspace\n' });
    const two = cli(['run', '--harness', 'claude-box', '--harness', 'claude-box+skip', '--scenario', 'stale_check', '--scenario', 'publish', '--out', out], { HARNESS_BENCH_CACHE: cache });
    expect(two).toEqual({
      code: 2,
      out: '',
      err: 'harness-bench run: no trials to run: claude-box, claude-box+skip run on none of the chosen scenarios: they run inside the workspace container, and none of the 2 has a workspace\n',
    });
    expect(existsSync(out)).toBe(false);
  });
});
