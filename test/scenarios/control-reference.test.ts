import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { controlTable, fuzzReachTable } from '../../scenarios/control-reference.js';

const block = (doc: string, name: string) => new RegExp(`<!-- ${name}:begin -->\\n([\\s\\S]*?)\\n<!-- ${name}:end -->`).exec(doc)?.[1];

describe("the control tables of the README and docs/fuzzing.md", () => {
  const readme = readFileSync('README.md', 'utf8');
  const fuzzing = readFileSync('docs/fuzzing.md', 'utf8');

  it('hold the tables generated from the control declarations and the catalogue, unchanged', () => {
    expect(block(readme, 'controls'), 'print them with: npx tsx scenarios/control-reference.ts').toBe(controlTable());
    expect(block(fuzzing, 'fuzz-reach'), 'print them with: npx tsx scenarios/control-reference.ts').toBe(fuzzReachTable());
  });

  it('say, per control, how it stops a run, what shows it and what the fuzzer finds without it', () => {
    const rows = controlTable().split('\n');
    expect(rows).toContain('| evidence | completion declared on a world that was changed or never checked | `completion_rejected` | `stale_check`, `injected_receipt`, `parallel_check_and_write` (with dispatch-lock), `sloppy_agent`, `threat_false_done`, `threat_revert_after_check` |');
    expect(rows).toContain('| dispatch-lock | a check overlapping a write and vouching for a revision it never read | none | `parallel_check_and_write` (with evidence) |');
    expect(fuzzReachTable().split('\n')).toContain('| reconciliation | out of reach: acts only while a run recovers from a crash (no hook in a live run) |');
  });
});
