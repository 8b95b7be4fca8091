import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planTrials } from '../../ablations/runner/matrix.js';
import { inProcessScenarios, writeMatrixStore } from '../../reports/synthetic-store.js';
import { writeReports } from '../../reports/write-reports.js';
import type { SampleRow } from '../../reports/report-schema.js';
import { cli } from '../support/cli.js';
import { tempDirs } from '../support/temp-dirs.js';

const tempDir = tempDirs();

/** The trials report.html embeds for each cell, in the order of its cells. */
function pageSamples(dir: string): { cells: { scenario: string; profile: string }[]; samples: SampleRow[][]; note: string } {
  const html = readFileSync(join(dir, 'report.html'), 'utf8');
  const json = /<script type="application\/json" id="report-data">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const data = JSON.parse(json) as { aggregate: { cells: { scenario: string; profile: string }[] }; samples: SampleRow[][]; sample_note: string };
  return { cells: data.aggregate.cells, samples: data.samples, note: data.sample_note };
}

/** Per cell, each embedded trial as [trial, events embedded, events left out]. */
function timelines(dir: string): Record<string, [number, number | null, number | null][]> {
  const { cells, samples } = pageSamples(dir);
  return Object.fromEntries(cells.map((c, i) => [`${c.scenario}/${c.profile}`, samples[i]!.map((t) => [t.trial, t.events?.length ?? null, t.events_dropped ?? null] as [number, number | null, number | null])]));
}

describe("report.html's drill-down timelines", () => {
  it('report --events-per-trial N sets how many events of each kept trial the page embeds (default 120)', () => {
    const out = join(tempDir('hb-events-'), 'run');
    // --keep-events 2: the store holds the timelines of trials 0 and 1 of each cell (stale_check's have 19 and 18 events, publish's 4).
    const run = cli(['run', '--scenario', 'stale_check', '--scenario', 'publish', '--profile', 'full', '--profile', 'without-evidence', '--trials', '3', '--keep-events', '2', '--out', out], { CI: undefined });
    expect(run.code, run.err).toBe(0);
    const all = {
      'stale_check/full': [[0, 19, null], [1, 19, null], [2, null, null]],
      'stale_check/without-evidence': [[0, 18, null], [1, 18, null], [2, null, null]],
      'publish/full': [[0, 4, null], [1, 4, null], [2, null, null]],
      'publish/without-evidence': [[0, 4, null], [1, 4, null], [2, null, null]],
    };
    expect(timelines(out)).toEqual(all);

    const six = cli(['report', out, '--events-per-trial', '6']);
    expect(six.code, six.err).toBe(0);
    expect(timelines(out)).toEqual({
      'stale_check/full': [[0, 6, 13], [1, 6, 13], [2, null, null]],
      'stale_check/without-evidence': [[0, 6, 12], [1, 6, 12], [2, null, null]],
      'publish/full': [[0, 4, null], [1, 4, null], [2, null, null]],
      'publish/without-evidence': [[0, 4, null], [1, 4, null], [2, null, null]],
    });
    // The first events, in order.
    const first = pageSamples(out).samples[0]![0]!;
    expect(first.events!.map((e) => e['seq'])).toEqual([0, 1, 2, 3, 4, 5]);

    expect(cli(['report', out, '--events-per-trial', '1000']).code).toBe(0);
    expect(timelines(out)).toEqual(all);

    expect(cli(['report', out, '--events-per-trial', '0'])).toEqual({ code: 2, out: '', err: 'harness-bench report: --events-per-trial must be an integer >= 1, got 0\n' });
  });

  it("under the default size budget, every cell of a 600-cell store keeps the start of its first trial's timeline", async () => {
    const dir = tempDir('hb-events-budget-');
    const spec = await writeMatrixStore(join(dir, 'results.jsonl'), { scenarios: inProcessScenarios(), trials: 4, keepEvents: 3 });
    const written = await writeReports(dir);
    expect(written.cells).toBe(planTrials({ ...spec, trials: 1 }).length);
    expect(written.cells).toBeGreaterThan(590);
    const { samples, note } = pageSamples(dir);
    expect(note).toBe(
      'To keep this page under its size budget, timelines are kept for the first two trials of each cell; at most three trials per cell (the first two and the first notable one), one with its timeline; each timeline cut to its first events (at least 5).',
    );
    const store = readFileSync(join(dir, 'results.jsonl'), 'utf8').trim().split('\n').slice(1).map((l) => JSON.parse(l) as SampleRow);
    const stored = new Map(store.filter((r) => r.trial === 0).map((r) => [`${r.scenario}/${r.profile}`, r.events!.length]));
    // Each cell's first embedded trial is its trial 0, with its first 5 events (or all, when it has fewer) and a count of the rest.
    const firsts = samples.map((list) => {
      const t = list[0]!;
      const total = stored.get(`${t.scenario}/${t.profile}`)!;
      return [t.trial, t.events!.length >= Math.min(5, total), t.events!.length + (t.events_dropped ?? 0) === total];
    });
    expect(firsts).toEqual(samples.map(() => [0, true, true]));
    // The page keeps no final world state or harness identity per trial (the drill-down never shows them).
    expect(samples.flat().filter((t) => t.state !== undefined || t.harness !== undefined)).toEqual([]);
  });
});
