import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readStore } from '../../ablations/results/store.js';
import { aggregateStore } from '../../reports/aggregate.js';
import { TRIAL_COLUMNS } from '../../reports/csv-records.js';
import { AggregateSchema } from '../../reports/report-schema.js';
import { writeMatrixStore } from '../../reports/synthetic-store.js';
import { writeReports } from '../../reports/write-reports.js';

const DIR = join('reports', 'out', 'test-write-reports');

/** A small RFC 4180 reader, enough to count records and read fields back. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (field += '"'), i++;
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') record.push(field), (field = '');
    else if (c === '\n') record.push(field), records.push(record), (record = []), (field = '');
    else field += c;
  }
  if (field !== '' || record.length > 0) record.push(field), records.push(record);
  return records;
}

beforeAll(async () => {
  rmSync(DIR, { recursive: true, force: true });
  await writeMatrixStore(join(DIR, 'run', 'results.jsonl'), { trials: 3, keepEvents: 2 });
  // A row whose detail a spreadsheet would run as a formula, as a model might write it.
  const store = join(DIR, 'run', 'results.jsonl');
  const lines = readFileSync(store, 'utf8').split('\n');
  const row = JSON.parse(lines[1]!);
  lines[1] = JSON.stringify({ ...row, detail: '=HYPERLINK("http://x","click"),\nsecond line' });
  writeFileSync(store, lines.join('\n'));
});

describe('writeReports', () => {
  it('writes the files into the run folder and returns their paths and headline numbers', async () => {
    const summary = await writeReports(join(DIR, 'run'), { trialsCsv: 'inline' });
    const aggregate = await aggregateStore(join(DIR, 'run', 'results.jsonl'));
    expect(summary.files.map((f) => f.slice(join(DIR, 'run').length + 1))).toEqual(['summary.csv', 'trials.csv', 'summary.json', 'report.html', 'summary.md']);
    expect(summary.files.every((f) => existsSync(f))).toBe(true);
    const baseline = aggregate.profiles.find((p) => p.name === 'full')!;
    expect({ rows: summary.rows, cells: summary.cells, ok: summary.ok, problems: summary.problems, baseline: summary.baseline, accept: summary.baseline_accept, defect: summary.baseline_defect }).toEqual({
      rows: readStore(join(DIR, 'run', 'results.jsonl')).rows.length,
      cells: aggregate.cells.length,
      ok: aggregate.ok,
      problems: aggregate.problem_count,
      baseline: 'full',
      accept: baseline.accept,
      defect: baseline.defect,
    });
    // summary.json is the aggregate, readable back through its schema.
    const json = AggregateSchema.parse(JSON.parse(readFileSync(summary.paths.summary_json, 'utf8')));
    expect(json).toEqual(aggregate);
  });

  it('writes summary.csv with one line per cell, per profile and per removed control', async () => {
    const summary = await writeReports(join(DIR, 'run'), { trialsCsv: 'inline' });
    const records = parseCsv(readFileSync(summary.paths.summary_csv, 'utf8'));
    const a = summary.aggregate;
    expect(records).toHaveLength(1 + a.cells.length + a.profiles.length + a.removed.length);
    const head = records[0]!;
    expect(head.slice(0, 12)).toEqual(['level', 'scenario', 'profile', 'proposer', 'removed', 'state', 'problems', 'cells', 'trials', 'not_run', 'accept_k', 'accept_rate']);
    expect(records.every((r) => r.length === head.length)).toBe(true);
    const first = Object.fromEntries(head.map((h, i) => [h, records[1]![i]]));
    const cell = a.cells[0]!;
    expect([first['level'], first['scenario'], first['profile'], first['state'], first['defect_rate'], first['defect_high'], first['calls_median']]).toEqual([
      'cell',
      cell.scenario,
      cell.profile,
      cell.state,
      String(cell.defect.rate),
      String(cell.defect.high),
      String(cell.cost.calls.median),
    ]);
    expect(records.filter((r) => r[0] === 'profile').map((r) => r[2])).toEqual(a.profiles.map((p) => p.name));
  });

  it('writes trials.csv with every stored trial, formulas escaped, the same from the worker thread', async () => {
    const inline = await writeReports(join(DIR, 'run'), { trialsCsv: 'inline' });
    const text = readFileSync(inline.paths.trials_csv, 'utf8');
    const records = parseCsv(text);
    expect(records[0]).toEqual([...TRIAL_COLUMNS]);
    expect(records).toHaveLength(1 + inline.rows);
    expect(records[1]![TRIAL_COLUMNS.indexOf('detail')]).toBe('\'=HYPERLINK("http://x","click"),\nsecond line');
    const worker = await writeReports(join(DIR, 'run'), { trialsCsv: 'worker' });
    expect(readFileSync(worker.paths.trials_csv, 'utf8')).toBe(text);
  });

  it('writes a markdown summary for a CI step summary', async () => {
    const summary = await writeReports(join(DIR, 'run'));
    const md = readFileSync(summary.paths.summary_md, 'utf8');
    expect(md.split('\n')[0]).toBe('## harness-bench: every matrix expectation holds');
    expect(md).toContain('| profile | cells | accepted | defect | safe stop | false reject | cells: safe / caught / escaped (every trial) / escaped (some trials) / defect / not provoked / attempt failed / not run / error |');
  });

  it('fails with the store error when there is no store', async () => {
    await expect(writeReports(join(DIR, 'missing'))).rejects.toThrow(/no results store at/);
  });
});
