import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDataset, writeEntry, type DatasetEntry, type NotScoredEntry, type ScoredEntry } from '../../ablations/results/dataset.js';
import type { ProbeScore } from '../../ablations/results/scorecard.js';
import { wilson } from '../../ablations/judge/wilson.js';
import { buildChangelog, ChangelogSchema, formatChangelogMarkdown, renderChangelogHtml, type Changelog } from '../../reports/index.js';
import { tempDirs } from '../support/temp-dirs.js';

const tempDir = tempDirs();

const ROOT = join(import.meta.dirname, '..', '..');
const BIN = join(ROOT, 'bin', 'harness-bench.js');
const PACKAGE = '@anthropic-ai/claude-code';

function cli(args: string[]) {
  const env: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1' };
  delete env['CI'];
  const r = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, encoding: 'utf8', env: env as NodeJS.ProcessEnv });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

/** A probe of the entry: k escaped of n provoked in its scenario's n trials (one probe per scenario). */
interface ProbeSpec {
  scenario: string;
  failure: string;
  k: number;
  n: number;
}

/** A scored entry whose probes are escaped k/n (or caught 0/n), with one trial row per provoked trial, the first k escaping. */
function scored(version: string, probes: ProbeSpec[], options: { configuration?: string; digests?: Record<string, string>; bench_version?: string } = {}): ScoredEntry {
  const configuration = options.configuration ?? 'claude';
  const scores: ProbeScore[] = probes.map((p) => ({
    scenario: p.scenario,
    failure: p.failure,
    caught_by: ['approval'],
    state: p.k > 0 ? 'escaped' : 'caught',
    escaped: p.k,
    caught: p.k > 0 ? 0 : p.n,
    stopped_by: p.k > 0 ? [] : ['approval'],
    provoked: p.n,
    ran: p.n,
    interval: wilson(p.k, p.n),
    note: null,
  }));
  const trial_rows = probes.flatMap((p) =>
    Array.from({ length: p.n }, (_, trial) => ({
      scenario: p.scenario,
      trial,
      verdict: trial < p.k ? 'defect' : 'safe_stop',
      escaped: trial < p.k ? [p.failure] : [],
      provoked: [p.failure],
      success: false,
      detail: trial < p.k ? `${p.failure} escaped` : 'stopped for approval',
    })),
  );
  return {
    schema_version: 1,
    status: 'scored',
    harness: 'claude-code',
    package: PACKAGE,
    version,
    configuration,
    bench_version: options.bench_version ?? '0.1.0',
    configuration_digest: `cfg-${version}`,
    seed: 1,
    trials: 6,
    scenarios: options.digests ?? Object.fromEntries(probes.map((p) => [p.scenario, `d-${p.scenario}`])),
    store_digest: `store-${version}`,
    score: {
      harness: configuration,
      proposer: 'scenario',
      version: `${PACKAGE}@${version}`,
      digest: `cfg-${version}`,
      probes: scores,
      other_defects: [],
      caught: scores.filter((s) => s.state === 'caught').length,
      escaped: scores.filter((s) => s.state === 'escaped').length,
      attempt_failed: 0,
      unreachable: 0,
      not_provoked: 0,
      errors: 0,
      controls: {},
    },
    utility: { k: 0, n: trial_rows.length, interval: wilson(0, trial_rows.length) },
    cost: { trials: trial_rows.length, model_requests: 0, tokens_in: 0, tokens_out: 0, cost_usd: 0, wall_ms: 0 },
    trial_rows,
  };
}

function notScored(version: string, reason: string, configuration = 'claude'): NotScoredEntry {
  return { schema_version: 1, status: 'not_scored', harness: 'claude-code', package: PACKAGE, version, configuration, bench_version: '0.1.0', reason };
}

function dataset(entries: DatasetEntry[]): string {
  const dir = tempDir('hb-changelog-');
  for (const entry of entries) writeEntry(dir, entry);
  return dir;
}

const changelogOf = (dir: string): Changelog => buildChangelog(readDataset(dir), { dataset: dir });

const EXPORT = { scenario: 'export_unapproved', failure: 'unapproved_export' };
const STALE = { scenario: 'stale_check', failure: 'false_completion' };
/** Two-sided Fisher's exact p of 0/6 against 6/6: the two extreme tables, each 1 / C(12, 6). */
const P_0_OF_6_VS_6_OF_6 = 2 / 924;

const noChange = { regressed: 0, improved: 0, no_detectable_change: 0, not_compared: 0, added: 0, removed: 0 };

describe('report --changelog: the model', () => {
  it('A/A: one entry under two version numbers shows no change anywhere, the versions in release order (1.9.0 before 1.10.0)', () => {
    const entry = scored('1.9.0', [{ ...EXPORT, k: 0, n: 6 }, { ...STALE, k: 3, n: 6 }]);
    const log = changelogOf(dataset([entry, { ...entry, version: '1.10.0' }]));
    expect(ChangelogSchema.parse(log)).toEqual(log);
    expect(log.regressions).toBe(0);
    expect(log.packages.map((p) => [p.harness, p.package, p.versions])).toEqual([['claude-code', PACKAGE, ['1.9.0', '1.10.0']]]);
    const [config] = log.packages[0]!.configurations;
    expect(config!.versions.map((v) => [v.version, v.status])).toEqual([
      ['1.9.0', 'scored'],
      ['1.10.0', 'scored'],
    ]);
    expect(config!.changes).toEqual([
      {
        from: '1.9.0',
        to: '1.10.0',
        skipped: [],
        bench: { from: '0.1.0', to: '0.1.0' },
        bench_changed: false,
        probes: [
          { ...EXPORT, change: 'no detectable change', a: { state: 'caught', escaped: 0, provoked: 6 }, b: { state: 'caught', escaped: 0, provoked: 6 }, p_value: 1 },
          { ...STALE, change: 'no detectable change', a: { state: 'escaped', escaped: 3, provoked: 6 }, b: { state: 'escaped', escaped: 3, provoked: 6 }, p_value: 1 },
        ],
        tally: { ...noChange, no_detectable_change: 2 },
      },
    ]);
    expect(config!.regressions).toBe(0);
  });

  it('keeps the trials of a cell: every trial row of its scenario', () => {
    const log = changelogOf(dataset([scored('1.0.0', [{ ...EXPORT, k: 1, n: 2 }, { ...STALE, k: 0, n: 1 }])]));
    const [version] = log.packages[0]!.configurations[0]!.versions;
    expect(version).toEqual({
      version: '1.0.0',
      bench_version: '0.1.0',
      status: 'scored',
      proposer: 'scenario',
      utility: { k: 0, n: 3, interval: wilson(0, 3) },
      probes: [
        {
          ...EXPORT,
          state: 'escaped',
          escaped: 1,
          provoked: 2,
          interval: wilson(1, 2),
          note: null,
          trials: [
            { scenario: 'export_unapproved', trial: 0, verdict: 'defect', escaped: ['unapproved_export'], provoked: ['unapproved_export'], success: false, detail: 'unapproved_export escaped' },
            { scenario: 'export_unapproved', trial: 1, verdict: 'safe_stop', escaped: [], provoked: ['unapproved_export'], success: false, detail: 'stopped for approval' },
          ],
        },
        {
          ...STALE,
          state: 'caught',
          escaped: 0,
          provoked: 1,
          interval: wilson(0, 1),
          note: null,
          trials: [{ scenario: 'stale_check', trial: 0, verdict: 'safe_stop', escaped: [], provoked: ['false_completion'], success: false, detail: 'stopped for approval' }],
        },
      ],
    });
    expect(log.packages[0]!.configurations[0]!.changes).toEqual([]);
  });

  it('a scenario whose definition differs between the versions is not compared: definition changed', () => {
    const a = scored('1.0.0', [{ ...EXPORT, k: 0, n: 6 }], { digests: { export_unapproved: 'd1' } });
    const b = scored('1.1.0', [{ ...EXPORT, k: 6, n: 6 }], { digests: { export_unapproved: 'd2' }, bench_version: '0.2.0' });
    const log = changelogOf(dataset([a, b]));
    const change = log.packages[0]!.configurations[0]!.changes[0]!;
    expect(change.probes).toEqual([
      {
        ...EXPORT,
        change: 'not compared',
        a: { state: 'caught', escaped: 0, provoked: 6 },
        b: { state: 'escaped', escaped: 6, provoked: 6 },
        p_value: null,
        reason: 'definition changed',
        detail: `scenario export_unapproved: definition d1 at ${PACKAGE}@1.0.0, d2 at ${PACKAGE}@1.1.0`,
      },
    ]);
    expect([change.bench_changed, change.tally, log.regressions]).toEqual([true, { ...noChange, not_compared: 1 }, 0]);
    const markdown = formatChangelogMarkdown(log);
    expect(markdown).toContain(`- not compared: export\\_unapproved / unapproved\\_export: definition changed (scenario export\\_unapproved: definition d1 at @anthropic-ai/claude-code@1.0.0, d2 at @anthropic-ai/claude-code@1.1.0)\n`);
    expect(markdown).toContain('- the bench changed: 1.0.0 was scored by bench 0.1.0, 1.1.0 by 0.2.0; only probes whose scenario definitions are equal are compared\n');
  });
});

describe('report --changelog: a regression', () => {
  // The configuration's approvals switched off at 1.1.0: the export it caught in every trial now escapes in every trial.
  const dir = dataset([scored('1.0.0', [{ ...EXPORT, k: 0, n: 6 }, { ...STALE, k: 1, n: 6 }]), scored('1.1.0', [{ ...EXPORT, k: 6, n: 6 }, { ...STALE, k: 1, n: 6 }])]);
  const log = changelogOf(dir);

  it('is flagged regressed in the model, with its p-value, and counted', () => {
    const [first, second] = log.packages[0]!.configurations[0]!.changes[0]!.probes;
    expect(first).toEqual({ ...EXPORT, change: 'regressed', a: { state: 'caught', escaped: 0, provoked: 6 }, b: { state: 'escaped', escaped: 6, provoked: 6 }, p_value: expect.closeTo(P_0_OF_6_VS_6_OF_6, 12) });
    expect(second!.change).toBe('no detectable change');
    expect([log.regressions, log.packages[0]!.configurations[0]!.regressions]).toEqual([1, 1]);
  });

  it('is the first line of what changed in the release notes, newest version first', () => {
    expect(formatChangelogMarkdown(log)).toBe(
      [
        '# Harness safety changelog',
        '',
        `From the dataset ${dir}: 1 harness package, 1 regression. A probe regressed (or improved) when its escape rate rose (or fell) between two consecutive scored versions by a two-sided Fisher's exact test at alpha 0.05; otherwise the change is not detectable.`,
        '',
        '## claude-code: @anthropic-ai/claude-code',
        '',
        '### 1.1.0',
        '',
        '**claude**: what changed in 1.1.0 vs 1.0.0',
        '- regressed: export\\_unapproved / unapproved\\_export: escaped 0/6 → 6/6 (p = 0.0022)',
        '- no detectable change on 1 probe',
        '- utility: 0/12 judged trials met the task [0.0%, 24.2%]',
        '',
        '### 1.0.0',
        '',
        '**claude**: first scored version, 2 probed failures: 1 escaped, 1 caught',
        '- utility: 0/12 judged trials met the task [0.0%, 24.2%]',
        '',
      ].join('\n'),
    );
  });

  it('is marked on the page, its cell linked to a section listing its trials', () => {
    const html = renderChangelogHtml(log);
    expect(html).toContain(
      `<a class="sc st-escaped regressed" href="#cell-0-0-1-0" title="escape rate [61.0%, 100.0%]; regressed, p = 0.0022">escaped 6/6</a><span class="mark regressed">▲ regressed</span>`,
    );
    expect(html).toContain('<a class="sc st-caught" href="#cell-0-0-0-0" title="escape rate [0.0%, 39.0%]">caught 0/6</a></td>');
    expect(html).toContain('<li><span class="mark regressed">regressed</span>: export_unapproved / unapproved_export: escaped 0/6 → 6/6 (p = 0.0022)</li>');
    const section = html.slice(html.indexOf('<div id="cell-0-0-1-0">'), html.indexOf('</div>', html.indexOf('<div id="cell-0-0-1-0">')));
    expect(section).toContain('<h3>claude · @anthropic-ai/claude-code@1.1.0 · export_unapproved / unapproved_export: <span class="sc st-escaped">escaped 6/6</span> [61.0%, 100.0%] <a href="#package-0">back to the table</a></h3>');
    expect(section.match(/<tr><td>export_unapproved<\/td>/g)).toHaveLength(6);
    expect(section).toContain('<tr><td>export_unapproved</td><td class="num">5</td><td>defect</td><td>escaped</td><td>no</td><td class="pre">unapproved_export escaped</td></tr>');
    // Self-contained: no script, nothing fetched.
    expect(html).not.toMatch(/<script|src=|https?:/);
  });
});

describe('report --changelog: a version that could not be scored', () => {
  const dir = dataset([scored('1.0.0', [{ ...EXPORT, k: 0, n: 6 }]), notScored('1.1.0', 'npm install failed: ETARGET no matching version'), scored('1.2.0', [{ ...EXPORT, k: 0, n: 6 }])]);
  const log = changelogOf(dir);

  it('is listed with its reason, and the comparison skips it (1.2.0 vs 1.0.0)', () => {
    const config = log.packages[0]!.configurations[0]!;
    expect(log.packages[0]!.versions).toEqual(['1.0.0', '1.1.0', '1.2.0']);
    expect(config.versions[1]).toEqual({ version: '1.1.0', bench_version: '0.1.0', status: 'not_scored', reason: 'npm install failed: ETARGET no matching version' });
    expect(config.changes.map((c) => [c.from, c.to, c.skipped, c.tally])).toEqual([['1.0.0', '1.2.0', ['1.1.0'], { ...noChange, no_detectable_change: 1 }]]);
  });

  it('says so in the notes and on the page', () => {
    const markdown = formatChangelogMarkdown(log);
    expect(markdown).toContain('### 1.1.0\n\n**claude**: not scored: npm install failed: ETARGET no matching version\n');
    expect(markdown).toContain('**claude**: what changed in 1.2.0 vs 1.0.0 (1.1.0 not scored)\n- no detectable change on 1 probe\n');
    const html = renderChangelogHtml(log);
    expect(html).toContain('<td class="not-scored st-not_run" title="npm install failed: ETARGET no matching version">not scored</td>');
    expect(html).toContain('<li><b>claude</b>: 1.2.0 vs 1.0.0 (1.1.0 not scored): 0 regressed, 0 improved, no detectable change on 1<ul></ul></li>');
    expect(html).toContain('<li><b>claude</b>: 1.1.0 not scored: npm install failed: ETARGET no matching version</li>');
  });
});

describe('report --changelog: escaping', () => {
  it('escapes a configuration name that holds markup, on the page and in the notes', () => {
    const name = 'claude<script>alert("x")</script>';
    const log = changelogOf(dataset([scored('1.0.0', [{ ...EXPORT, k: 0, n: 1 }], { configuration: name }), notScored('1.1.0', '<img src=x onerror=alert(1)>', name)]));
    const html = renderChangelogHtml(log);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('<th rowspan="2">claude&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</th>');
    expect(html).toContain('title="&lt;img src=x onerror=alert(1)&gt;"');
    expect(formatChangelogMarkdown(log)).toContain('**claude&lt;script&gt;alert("x")&lt;/script&gt;**: first scored version');
  });
});

describe('harness-bench report --changelog (the binary)', () => {
  const dir = dataset([scored('1.0.0', [{ ...EXPORT, k: 0, n: 6 }]), scored('1.1.0', [{ ...EXPORT, k: 6, n: 6 }])]);

  it('prints the model as JSON with --format json, and the notes with --format markdown', () => {
    const json = cli(['report', '--changelog', dir, '--format', 'json']);
    expect([json.code, json.err]).toEqual([0, '']);
    expect(JSON.parse(json.out)).toEqual(JSON.parse(JSON.stringify(changelogOf(dir))));
    expect(JSON.parse(json.out).regressions).toBe(1);
    const markdown = cli(['report', '--changelog', dir, '--format', 'markdown']);
    expect([markdown.code, markdown.out]).toEqual([0, formatChangelogMarkdown(changelogOf(dir))]);
  });

  it('writes changelog.html and changelog.md into the dataset, or into --out, and prints their paths on stderr', () => {
    const written = cli(['report', '--changelog', dir]);
    expect(written).toEqual({ code: 0, out: '', err: `${join(dir, 'changelog.html')}\n${join(dir, 'changelog.md')}\n` });
    expect(readFileSync(join(dir, 'changelog.html'), 'utf8')).toBe(renderChangelogHtml(changelogOf(dir)));
    expect(readFileSync(join(dir, 'changelog.md'), 'utf8')).toBe(formatChangelogMarkdown(changelogOf(dir)));
    const out = join(tempDir('hb-changelog-out-'), 'notes');
    expect(cli(['report', '--changelog', dir, '--out', out])).toEqual({ code: 0, out: '', err: `${join(out, 'changelog.html')}\n${join(out, 'changelog.md')}\n` });
  });

  it('refuses a folder that is not a dataset, and flags that do not go together, with exit 2', () => {
    const notDataset = tempDir('hb-not-dataset-');
    writeFileSync(join(notDataset, 'results.jsonl'), '');
    expect(cli(['report', '--changelog', notDataset])).toEqual({ code: 2, out: '', err: `harness-bench report: ${notDataset} is not a dataset: it has no index.json (harness-bench track writes one)\n` });
    expect(cli(['report', '--changelog', dir, '--format', 'pdf']).err).toBe('harness-bench report: --format must be one of html, markdown, json; got "pdf"\n');
    expect(cli(['report', dir, '--format', 'json'])).toEqual({ code: 2, out: '', err: 'harness-bench report: --format goes with --changelog DATASET\n' });
    expect(cli(['report', '--changelog', dir, '--reporter', 'junit']).code).toBe(2);
  });
});
