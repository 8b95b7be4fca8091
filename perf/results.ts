/**
 * Benchmark figures as data. `npm run bench:perf -- --results` keeps each
 * figure it measured as results/perf/<figure>.json: the figure as the run
 * printed it, with the command, the bench's commit, the date and the
 * machine. results/benchmarks.md embeds the table of every kept figure in a
 * generated block (`<!-- figures:begin -->`), rewritten by the same command;
 * a test fails when the block differs from the files.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { withBlock } from '../reports/generated-block.js';
import { machineText, MachineSchema } from '../reports/provenance.js';
import { FigureResultSchema, type FigureResult } from './report-schema.js';

export const ROOT = join(import.meta.dirname, '..');
export const RESULTS_DIR = join(ROOT, 'results', 'perf');
export const RESULTS_PAGE = join(ROOT, 'results', 'benchmarks.md');
/** The name of the page's generated block. */
export const FIGURES_BLOCK = 'figures';

/** One kept figure: what was measured, by which command, at which commit, when and where. */
export const FigureRecordSchema = z.object({
  command: z.string(),
  /** Short commit of the bench, with "(with uncommitted changes)" when the tree differed from it. */
  commit: z.string(),
  /** When the run started, ISO 8601 to the minute, UTC. */
  date: z.string(),
  machine: MachineSchema,
  figure: FigureResultSchema,
});

export type FigureRecord = z.infer<typeof FigureRecordSchema>;

/** Writes one file per figure (replacing that figure's earlier one), then the page's block from every file kept. */
export function keepFigures(figures: readonly FigureResult[], meta: Omit<FigureRecord, 'figure'>, dir = RESULTS_DIR, page = RESULTS_PAGE): string[] {
  mkdirSync(dir, { recursive: true });
  const written = figures.map((figure) => {
    const path = join(dir, `${figure.name}.json`);
    writeFileSync(path, `${JSON.stringify(FigureRecordSchema.parse({ ...meta, figure }), null, 2)}\n`);
    return path;
  });
  writeFileSync(page, withBlock(readFileSync(page, 'utf8'), FIGURES_BLOCK, figuresBlock(readFigures(dir)), 'results/benchmarks.md'));
  return written;
}

/** Every kept figure, in file-name order. A file that is not a figure record throws, naming it. */
export function readFigures(dir = RESULTS_DIR): FigureRecord[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const parsed = FigureRecordSchema.safeParse(JSON.parse(readFileSync(join(dir, f), 'utf8')));
      if (!parsed.success) throw new Error(`${join(dir, f)} is not a kept figure: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
      return parsed.data;
    });
}

const num = (x: number) => (Math.abs(x) >= 100 ? Math.round(x).toLocaleString('en') : String(Math.round(x * 100) / 100));
const cell = (s: string) => s.replaceAll('|', '\\|').replaceAll('\n', ' ');

function ratioText(figure: FigureResult): string {
  const r = figure.ratio;
  if (r === null) return '';
  const flag = r.trusted ? '' : `, **flagged** (${r.width_pct}% wide)`;
  return `${r.of}, ${r.clock} time: ${num(r.median)}x [${num(r.low)}, ${num(r.high)}], ${r.pairs} pairs${flag}`;
}

function absoluteText(figure: FigureResult): string {
  return Object.entries(figure.absolute)
    .map(([key, v]) => `${key}: ${typeof v === 'object' ? `${num(v.median)} [${num(v.low)}, ${num(v.high)}]` : typeof v === 'number' ? num(v) : v}`)
    .join('; ');
}

/** The generated table: one row per kept figure, then the command, commit, date and machine of each. */
export function figuresBlock(records: readonly FigureRecord[]): string {
  if (records.length === 0) return '_No figure kept yet: `npm run bench:perf -- --results` writes them._';
  const rows = records.map(({ figure, date, commit, machine }) => {
    const status = figure.status === 'ok' ? 'ok' : `${figure.status}: ${figure.problem ?? ''}`;
    const goal = figure.ratio?.goal ?? '';
    return `| ${figure.name} | ${cell(ratioText(figure))} | ${cell(absoluteText(figure))} | ${cell(goal)} | ${cell(status)} | ${date}, ${commit}, ${machineText(machine)} |`;
  });
  const commands = [...new Set(records.map((r) => r.command))];
  return [
    '| figure | ratio: median [95% interval] | absolute | goal | status | measured (UTC date, commit, machine) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `Written by ${commands.map((c) => `\`${c}\``).join(', ')} into results/perf/ (one JSON file per figure).`,
  ].join('\n');
}
