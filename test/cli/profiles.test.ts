import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findOverlaps } from '../../ablations/results/overlaps.js';
import { readStore } from '../../ablations/results/store.js';
import { CONTROL_NAMES, controlDefaults } from '../../harness/controls/registry.js';
import { digest } from '../../harness/digest.js';
import type { FailureKind } from '../../scenarios/schema.js';
import { FULL, INSTRUMENTED, loadProfileFile, pairProfiles, parseComposition, without } from '../../harness/profile.js';
import { cli } from '../support/cli.js';
import { tempDirs } from '../support/temp-dirs.js';

const tempDir = tempDirs();

const defaults = controlDefaults;

/** Outside CI, whatever the environment running the tests says. */
const cliOutsideCi = (args: string[]) => cli(args, { CI: undefined });

describe('profiles as user data', () => {
  const dir = tempDir('hb-profiles-');
  const yamlFile = join(dir, 'lax.yaml');
  writeFileSync(yamlFile, 'name: lax\ndescription: no evidence, shorter backoff\ncontrols:\n  evidence: off\n  retry: { cap_ms: 100 }\n  approval: true\n');

  it('reads a profile file: controls off, on, or with parameters over their defaults; the rest stay on', () => {
    const lax = loadProfileFile(yamlFile);
    const controls = Object.fromEntries(CONTROL_NAMES.filter((c) => c !== 'evidence').map((c) => [c, { ...defaults(c) }]));
    controls['retry'] = { ...defaults('retry'), cap_ms: 100 };
    expect(lax).toEqual({ name: 'lax', description: 'no evidence, shorter backoff', controls, audit: true, removed: 'evidence' });
    const jsonFile = join(dir, 'same.json');
    writeFileSync(jsonFile, JSON.stringify({ name: 'all-on', audit: false }));
    expect(loadProfileFile(jsonFile)).toEqual({ ...INSTRUMENTED, name: 'all-on', description: '', audit: false });
  });

  it('names the file and the field path of every kind of bad profile', () => {
    const bad = (name: string, text: string) => {
      const path = join(dir, name);
      writeFileSync(path, text);
      return () => loadProfileFile(path);
    };
    expect(bad('a.yaml', 'name: x\ncontrols:\n  retry: { jitter: 2 }\n')).toThrow(`${join(dir, 'a.yaml')}: controls.retry.jitter: Too big: expected number to be <=1`);
    expect(bad('b.yaml', 'name: x\ncontrols:\n  evidnce: off\n')).toThrow(`${join(dir, 'b.yaml')}: controls.evidnce: no control named "evidnce"; controls: ${CONTROL_NAMES.join(', ')}`);
    expect(bad('c.yaml', 'name: x\ncontrols:\n  evidence: maybe\n')).toThrow(`${join(dir, 'c.yaml')}: controls.evidence: "maybe" is not a setting of the control evidence;`);
    expect(bad('d.yaml', 'controls: {}\n')).toThrow(`${join(dir, 'd.yaml')}: name: Invalid input: expected string, received undefined`);
    expect(bad('e.json', '{"name": "x",')).toThrow(new RegExp(`^${join(dir, 'e.json')}: not valid JSON \\(`));
    expect(() => loadProfileFile(join(dir, 'none.yaml'))).toThrow(`profile file ${join(dir, 'none.yaml')}: no such file`);
  });

  it("refuses a profile file that takes a built-in profile's name with other controls, and runs nothing", () => {
    const shadow = join(dir, 'shadow.yaml');
    writeFileSync(shadow, 'name: full\ncontrols:\n  evidence: off\n');
    const run = cliOutsideCi(['run', '--profile', shadow, '--scenario', 'stale_check', '--trials', '1', '--out', join(tempDir('hb-shadow-'), 'run')]);
    expect(run.code).toBe(2);
    expect(run.err).toContain(`${shadow} names its profile "full", a built-in profile's name, with other controls; built-in names mean the bench's own control sets in every report and comparison: give it a name of its own`);
    // The same controls as the built-in one is the built-in one.
    const same = join(dir, 'same-full.yaml');
    writeFileSync(same, 'name: full\naudit: false\n');
    expect(cliOutsideCi(['run', '--profile', same, '--scenario', 'stale_check', '--trials', '1', '--out', join(tempDir('hb-shadow-'), 'run')]).code).toBe(0);
  });

  it('composes removals in registry order; one control is the built-in without-<control>', () => {
    const p = parseComposition('without:approval+evidence');
    expect(p.name).toBe('without-evidence+approval');
    expect(p.removed).toBe('evidence+approval');
    expect(Object.keys(p.controls)).toEqual(CONTROL_NAMES.filter((c) => c !== 'evidence' && c !== 'approval'));
    expect(parseComposition('without:evidence+approval')).toEqual(p);
    expect(parseComposition('without:evidence')).toEqual(without('evidence'));
    expect(() => parseComposition('without:')).toThrow('without: names no control (write without:CONTROL+CONTROL...)');
    expect(pairProfiles()).toHaveLength((CONTROL_NAMES.length * (CONTROL_NAMES.length - 1)) / 2);
  });

  it('tells a backup overlap (escapes only with both removed) from a joint one (with either removed), from judged cells only', () => {
    const [a, b, c] = ['validation', 'retry', 'evidence'];
    const ab = parseComposition(`without:${a}+${b}`);
    const bc = parseComposition(`without:${b}+${c}`);
    const row = (profile: string, escaped: FailureKind[], verdict: 'defect' | 'safe_stop' | 'not_run' = escaped.length > 0 ? 'defect' : 'safe_stop') => ({ scenario: 's', profile, verdict, escaped });
    const rows = [
      row(`without-${a}`, []),
      row(`without-${b}`, []),
      row(ab.name, ['duplicate_effect']),
      row(ab.name, []),
      row(`without-${c}`, ['false_completion']),
      row(bc.name, ['false_completion']),
      row(bc.name, [], 'not_run'),
    ];
    const profiles = [without(a!), without(b!), without(c!), ab, bc];
    expect(findOverlaps(rows, profiles)).toEqual([{ scenario: 's', failure: 'duplicate_effect', controls: [a, b], kind: 'backup', rates: { both: 0.5, first: 0, second: 0 } }]);
    expect(findOverlaps([...rows, row(`without-${b}`, ['false_completion'])], profiles)).toEqual([
      { scenario: 's', failure: 'duplicate_effect', controls: [a, b], kind: 'backup', rates: { both: 0.5, first: 0, second: 0 } },
      { scenario: 's', failure: 'false_completion', controls: [b, c], kind: 'joint', rates: { both: 1, first: 0.5, second: 1 } },
    ]);
  });

  it('run --profile FILE and --profile without:A+B: the file profile stored by content digest in the header', () => {
    const out = join(dir, 'run1');
    const r = cliOutsideCi(['run', '--profile', yamlFile, '--profile', 'without:evidence+approval', '--profile', 'full', '--scenario', 'parallel_check_and_write', '--trials', '2', '--jobs', '1', '--out', out, '--format', 'jsonl']);
    expect(r.code).toBe(0);
    const store = readStore(join(out, 'results.jsonl'));
    expect(store.header.profiles).toEqual({
      lax: digest(loadProfileFile(yamlFile)).slice(0, 16),
      'without-evidence+approval': digest(parseComposition('without:evidence+approval')).slice(0, 16),
      full: digest(FULL).slice(0, 16),
    });
    expect(store.rows.map((row) => `${row.profile}:${row.trial}:${row.verdict}:${row.escaped.join(',')}`)).toEqual([
      'lax:0:defect:false_completion',
      'lax:1:defect:false_completion',
      'without-evidence+approval:0:defect:false_completion',
      'without-evidence+approval:1:defect:false_completion',
      'full:0:safe_stop:',
      'full:1:safe_stop:',
    ]);
  });

  it("a control's setting that is neither off, on nor its parameters: the field, the allowed values and the control's parameters, every mistake at once", () => {
    const path = join(dir, 'settings.yaml');
    writeFileSync(path, 'name: x\ncontrols:\n  evidence: maybe\n  allowlist: [1]\n  retry: { jitter: 2 }\n  approval: yes\n');
    const message = (file: string) => {
      try {
        loadProfileFile(file);
        return 'loaded';
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    };
    expect(message(path)).toBe(
      [
        `${path}: controls.evidence: "maybe" is not a setting of the control evidence; use off, on (or false, true), or an object of its parameters (on_stale), e.g. {on_stale: feedback}`,
        `${path}: controls.allowlist: [1] is not a setting of the control allowlist; use off, on (or false, true), or an object of its parameters (it has none: {})`,
        `${path}: controls.retry.jitter: Too big: expected number to be <=1`,
        `${path}: controls.approval: "yes" is not a setting of the control approval; use off, on (or false, true), or an object of its parameters (it has none: {})`,
      ].join('\n'),
    );
    const one = join(dir, 'maybe.yaml');
    writeFileSync(one, 'name: x\ncontrols: { evidence: maybe }\n');
    expect(cliOutsideCi(['run', '--profile', one, '--trials', '1', '--out', join(dir, 'never')])).toEqual({
      code: 2,
      out: '',
      err: `harness-bench run: ${one}: controls.evidence: "maybe" is not a setting of the control evidence; use off, on (or false, true), or an object of its parameters (on_stale), e.g. {on_stale: feedback}\n`,
    });
    // off, on, false, true and parameters are all settings.
    const good = join(dir, 'settings-ok.yaml');
    writeFileSync(good, 'name: x\ncontrols: { evidence: off, allowlist: on, approval: false, pending: true, retry: { cap_ms: 100 } }\n');
    expect(loadProfileFile(good)).toMatchObject({ name: 'x', removed: 'evidence+approval' });
  });

  it('a bad profile file or composition is one line on stderr and exit 2', () => {
    const path = join(dir, 'a.yaml');
    expect(cliOutsideCi(['run', '--profile', path, '--trials', '1', '--out', join(dir, 'never')])).toEqual({ code: 2, out: '', err: `harness-bench run: ${path}: controls.retry.jitter: Too big: expected number to be <=1\n` });
    expect(cliOutsideCi(['run', '--profile', 'without:evidence+nope', '--trials', '1'])).toEqual({ code: 2, out: '', err: `harness-bench run: no control named "nope"; controls: ${CONTROL_NAMES.join(', ')}\n` });
    expect(cliOutsideCi(['run', '--ablate', 'pairs', '--profile', 'full'])).toEqual({ code: 2, out: '', err: 'harness-bench run: --ablate pairs chooses the profiles itself (full, every without-<control>, every pair); drop --profile\n' });
    expect(cliOutsideCi(['run', '--ablate', 'triples'])).toEqual({ code: 2, out: '', err: 'harness-bench run: --ablate must be one of pairs; got "triples"\n' });
  });

  it('--ablate pairs runs every two-control removal and names dispatch-lock and evidence as a joint overlap', () => {
    const out = join(dir, 'pairs');
    // Every two of the controls: 136 for 17.
    const PAIRS = (CONTROL_NAMES.length * (CONTROL_NAMES.length - 1)) / 2;
    expect(PAIRS).toBe(136);
    const r = cliOutsideCi(['run', '--ablate', 'pairs', '--scenario', 'parallel_check_and_write', '--trials', '2', '--out', out]);
    expect(r.code).toBe(0);
    expect(r.out).toBe(
      [
        `Overlaps over ${PAIRS} two-control removals x 1 scenario(s):`,
        '  evidence + dispatch-lock  joint  false_completion in parallel_check_and_write: escapes with either removed (without evidence 100%, without dispatch-lock 100%, without both 100%): it takes both to catch it',
        '',
        `All ${2 + CONTROL_NAMES.length + PAIRS} cells met their expectations (the full matrix is in summary.md and report.html).`,
        '',
      ].join('\n'),
    );
    const store = readStore(join(out, 'results.jsonl'));
    expect(Object.keys(store.header.profiles)).toEqual(['full', 'instrumented', ...CONTROL_NAMES.map((c) => `without-${c}`), ...pairProfiles().map((p) => p.name)]);
    expect(store.rows).toHaveLength(2 * (2 + CONTROL_NAMES.length + PAIRS));
  });
});

