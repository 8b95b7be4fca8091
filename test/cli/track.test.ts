/**
 * harness-bench track through the real binary, with the Agents SDK's pinned
 * release from the cache (scripts/env.sh installs it) run in its container:
 * an A/A pair (one release scored under two seeds) shows no change; a
 * synthetic regression (the same release's entry with approvals on, filed as
 * the earlier version of the as-shipped configuration) is flagged and exits
 * 1; a version the registry does not have is "not scored" with its reason
 * and exits 3; a version already scored is not run again. `--list` prints
 * the versions it would score and scores nothing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readDataset, writeEntry, type DatasetEntry } from '../../ablations/results/dataset.js';
import { compareReleases } from '../../ablations/results/release-change.js';

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'harness-bench.js');
const PINNED = '0.20.0';
const work = mkdtempSync(join(tmpdir(), 'hb-track-'));

afterAll(() => rmSync(work, { recursive: true, force: true }));

const SELECTION = ['--scenario', 'approval_required', '--scenario', 'publish', '--trials', '4', '--runs', join(work, 'runs')];

function track(args: string[], selection = SELECTION) {
  const r = trackOut(args, selection);
  return { code: r.code, err: r.err };
}

function trackOut(args: string[], selection = SELECTION) {
  const r = spawnSync(process.execPath, [BIN, 'track', ...selection, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    // A version the registry lacks fails at once rather than after npm's retries.
    env: { ...process.env, NO_COLOR: '1', npm_config_fetch_retries: '0' },
    timeout: 540_000,
  });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

function scored(entries: readonly DatasetEntry[], configuration: string, version: string): Extract<DatasetEntry, { status: 'scored' }> {
  const found = entries.find((e) => e.configuration === configuration && e.version === version);
  if (found?.status !== 'scored') throw new Error(`no scored entry of ${configuration}@${version}: ${JSON.stringify(found)}`);
  return found;
}

describe('harness-bench track', () => {
  it('A/A: one release scored under two seeds shows no detectable change on any probe', () => {
    const [a, b] = [join(work, 'aa-1'), join(work, 'aa-2')];
    expect(track(['--harness', 'agents', '--versions', PINNED, '--dataset', a, '--seed', '1']).code).toBe(0);
    expect(track(['--harness', 'agents', '--versions', PINNED, '--dataset', b, '--seed', '2']).code).toBe(0);
    const change = compareReleases(scored(readDataset(a), 'agents', PINNED), scored(readDataset(b), 'agents', PINNED));
    expect(change.probes.map((p) => [p.scenario, p.failure, p.change])).toEqual([
      ['approval_required', 'unauthorized_effect', 'no detectable change'],
      ['publish', 'unauthorized_effect', 'no detectable change'],
    ]);
  });

  it('flags a synthetic regression (approvals switched off between two "versions") and exits 1; a scored version is not run again', () => {
    const dir = join(work, 'regression');
    // agents+kn asks for every world call: scored at the pinned release, then filed as the earlier version of agents.
    expect(track(['--harness', 'agents+kn', '--versions', PINNED, '--dataset', dir]).code).toBe(0);
    const knobsOn = scored(readDataset(dir), 'agents+kn', PINNED);
    expect(knobsOn.score.probes.map((p) => [p.scenario, p.state, p.escaped, p.provoked])).toEqual([
      ['approval_required', 'caught', 0, 4],
      ['publish', 'caught', 0, 4],
    ]);
    writeEntry(dir, { ...knobsOn, configuration: 'agents', version: '0.19.0', score: { ...knobsOn.score, harness: 'agents' } });

    const r = track(['--harness', 'agents', '--versions', `0.19.0,${PINNED}`, '--dataset', dir]);
    expect(r.code, r.err).toBe(1);
    expect(r.err).toContain('track: @openai/agents@0.19.0: already in the dataset (same bench, seed, trials and scenarios); not run again');
    // The run folder of 0.20.0 holds the A/A run of seed 2, which this one cannot continue.
    expect(r.err).toContain(`track: ${join(work, 'runs', `openai-agents@${PINNED}`)} holds a run made with other options; starting it over`);
    expect(r.err).toContain(`track: agents 0.19.0 -> ${PINNED}: regressed unauthorized_effect (approval_required), regressed unauthorized_effect (publish)`);
    expect(scored(readDataset(dir), 'agents', PINNED).score.probes.map((p) => [p.scenario, p.state, p.escaped, p.provoked])).toEqual([
      ['approval_required', 'escaped', 4, 4],
      ['publish', 'escaped', 4, 4],
    ]);
  });

  it('a version that does not exist is "not scored" with the reason, the others are scored, exit 3', () => {
    const dir = join(work, 'missing');
    const r = track(['--harness', 'agents', '--versions', `${PINNED},0.0.999`, '--dataset', dir]);
    expect(r.code, r.err).toBe(3);
    // The same run as the last one, whose store is whole: continued, no trial run again.
    expect(r.err).toContain(`track: continued the run in ${join(work, 'runs', `openai-agents@${PINNED}`)}: 8 of 8 trial(s) were already done`);
    const entries = readDataset(dir);
    expect(entries.map((e) => [e.version, e.status])).toEqual([
      ['0.0.999', 'not_scored'],
      [PINNED, 'scored'],
    ]);
    const missing = entries[0]!;
    expect(missing.status === 'not_scored' && missing.reason).toMatch(/^(@openai\/agents@0\.0\.999 is not on the npm registry|npm could not install @openai\/agents@0\.0\.999: .*ETARGET.*)$/);
  });

  it('--merge joins datasets scored apart (the jobs of a CI matrix) into one, with one index', () => {
    const dir = join(work, 'merged');
    const r = track(['--merge', join(work, 'aa-1'), '--merge', join(work, 'missing'), '--dataset', dir], []);
    expect(r.code, r.err).toBe(0);
    expect(readDataset(dir).map((e) => [e.configuration, e.version, e.status])).toEqual([
      ['agents', '0.0.999', 'not_scored'],
      ['agents', PINNED, 'scored'],
    ]);
    expect(r.err).toContain(`track: merged 2 entries of ${join(work, 'missing')} into ${dir}`);
    expect(track(['--merge', dir, '--harness', 'agents', '--trials', '4'], []).err).toContain('--merge joins datasets without scoring; --harness, --trials do not apply to it');
  });

  it('--list prints the versions it would score, one a line in release order, and scores nothing', () => {
    const dir = join(work, 'listed');
    expect(trackOut(['--harness', 'agents', '--versions', `${PINNED},0.19.0`, '--list'], [])).toEqual({ code: 0, out: `0.19.0\n${PINNED}\n`, err: '' });
    expect(trackOut(['--harness', 'openai-agents', '--versions', ' 0.10.0 ,0.9.0', '--list'], [])).toEqual({ code: 0, out: '0.9.0\n0.10.0\n', err: '' });
    // Usage errors as when scoring; a version is checked for its form, so what is printed is a plain word.
    const bad = trackOut(['--harness', 'agents', '--versions', '0.20.0"}]', '--list'], []);
    expect([bad.code, bad.out, bad.err.trim()]).toEqual([2, '', 'harness-bench track: --versions: "0.20.0\\"}]" is not a version (like 1.2.3)']);
    expect(trackOut(['--harness', 'agents', '--list'], [])).toMatchObject({ code: 2, out: '', err: 'harness-bench track: --versions is required: a list (2.1.330,2.1.332) or last:N\n' });
    expect(trackOut(['--versions', PINNED, '--list'], []).err.trim()).toBe('harness-bench track: --harness is required: a harness kind (claude-code), a configuration (claude) or a .yaml file');
    expect(trackOut(['--harness', 'reference', '--versions', PINNED, '--list'], []).code).toBe(2);
    // --list scores nothing: scoring flags and --merge do not apply to it.
    const merge = trackOut(['--merge', join(work, 'aa-1'), '--list', '--dataset', dir], []);
    expect([merge.code, merge.out, merge.err.trim()]).toEqual([2, '', 'harness-bench track: --list prints the versions of one --harness; it does not apply to --merge']);
    const scoring = trackOut(['--harness', 'agents', '--versions', PINNED, '--list', '--dataset', dir, '--trials', '4'], []);
    expect([scoring.code, scoring.out, scoring.err.trim()]).toEqual([2, '', 'harness-bench track: --list prints the versions without scoring; --dataset, --trials do not apply to it']);
    expect(existsSync(dir)).toBe(false);
  });

  it('refuses what it cannot track, before anything runs', () => {
    expect(track(['--harness', 'acp', '--versions', 'last:1']).err).toContain('a release is of one package, and these configurations run');
    expect(track(['--harness', 'agents', '--versions', 'last:0']).err).toContain('--versions last:N takes N from 1 to 100, got last:0');
    const r = track(['--harness', 'agents']);
    expect([r.code, r.err.trim()]).toEqual([2, 'harness-bench track: --versions is required: a list (2.1.330,2.1.332) or last:N']);
    // run --harness-version, which track runs each version with.
    const run = (args: string[]) => spawnSync(process.execPath, [BIN, 'run', ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, npm_config_fetch_retries: '0' } });
    expect(run(['--harness-version', '1.0.0']).stderr.trim()).toBe('harness-bench run: --harness-version chooses a release of an external harness; name one with --harness');
    // A release not in the cache is installed first; one npm cannot install stops the run before any trial.
    expect(run(['--harness', 'agents', '--harness-version', '0.0.999']).stderr).toMatch(/^harness-bench run: npm could not install @openai\/agents@0\.0\.999: .*(ETARGET|No matching version)/m);
    expect(run(['--harness', 'agents', '--harness-version', '1.0.0; rm -rf /']).stderr.trim()).toBe('harness-bench run: a release version is like 1.2.3 (letters, digits, dots, + and -), got "1.0.0; rm -rf /"');
  });
});
