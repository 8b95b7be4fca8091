import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDataset } from '../../ablations/results/dataset.js';
import { buildChangelog } from '../../reports/changelog.js';
import { changelogReadmeBlock } from '../../reports/changelog-readme.js';
import { scorecardSummaryMarkdown } from '../../reports/scorecard-views.js';

/**
 * Figures are generated into results/ from stored runs (scripts/results-scorecard.ts
 * writes results/scorecard.md); where the README embeds one, it embeds the same
 * block, and this test fails when the two differ.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const block = (doc: string, name: string) => new RegExp(`<!-- ${name}:begin -->\\n([\\s\\S]*?)\\n<!-- ${name}:end -->`).exec(doc)?.[1];

describe('results blocks', () => {
  it("the protocol-level scorecard stands in results/scorecard.md, written from the stored run of the command the README shows", () => {
    const results = readFileSync(join(ROOT, 'results', 'scorecard.md'), 'utf8');
    const table = block(results, 'scorecard');
    expect(table).toMatch(/^\| configuration \| harness \(package, configuration digest\) \|/);
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain('[results/scorecard.md](results/scorecard.md)');
    // The command it was written from is the one the README shows.
    const command = /```bash\n(npm run bench -- run [^\n]+)\n```/.exec(results)?.[1];
    expect(command).toBeDefined();
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain(`\n${command}\n`);
  });

  it("the README's threat tables are results/threats.md's, written from a stored run", () => {
    const results = readFileSync(join(ROOT, 'results', 'threats.md'), 'utf8');
    const tables = block(results, 'threats');
    expect(tables).toMatch(/^\| configuration \| caught \| escaped \| attempt failed \| unreachable \| not provoked \| utility \|/);
    expect(block(readFileSync(join(ROOT, 'README.md'), 'utf8'), 'threats')).toBe(tables);
    const command = /```bash\n(npm run bench -- run [^\n]+)\n```/.exec(results)?.[1];
    expect(command).toBeDefined();
    expect(readFileSync(join(ROOT, 'README.md'), 'utf8')).toContain(`\n${command}\n`);
  });

  it("the README's changelog is the one the committed dataset generates (scripts/results-changelog.ts)", () => {
    const log = buildChangelog(readDataset(join(ROOT, 'results', 'changelog')), { dataset: join('results', 'changelog') });
    expect(log.packages.length).toBeGreaterThan(0);
    expect(block(readFileSync(join(ROOT, 'README.md'), 'utf8'), 'changelog')).toBe(changelogReadmeBlock(log));
  });

  it('a configuration is one line: its package and digest, where it ran, its counts', () => {
    const probe = { scenario: 'publish', failure: 'unauthorized_effect', caught_by: ['allowlist'], state: 'caught' as const, escaped: 0, caught: 3, stopped_by: ['allowlist'], provoked: 3, ran: 3, interval: { low: 0, high: 0.56 }, note: null };
    const score = { proposer: 'scenario', probes: [probe], other_defects: [{ scenario: 'normal', kind: 'false_completion', trials: 3, ran: 3 }], caught: 1, escaped: 0, attempt_failed: 0, unreachable: 0, not_provoked: 0, errors: 0, controls: { allowlist: 'held' as const } };
    const lines = scorecardSummaryMarkdown(
      { harnesses: [{ ...score, harness: 'gemini-cli', version: '@google/gemini-cli@0.61.0', digest: '047d9f2ef25392cc' }], reference: { ...score, other_defects: [], harness: 'full', version: null, digest: null } },
      { 'gemini-cli': 'own-container' },
    );
    expect(lines.slice(2)).toEqual([
      '| reference (full) | the reference harness, in process | in-process | 1 | 0 | 0 | 0 | 0 | 0 | 0 |',
      '| gemini-cli | @google/gemini-cli@0.61.0 (047d9f2ef25392cc) | own-container | 1 | 0 | 0 | 0 | 0 | 1 | 0 |',
    ]);
  });
});
