import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTROL_NAMES } from '../../harness/controls/registry.js';
import { without } from '../../harness/profile.js';
import { brokenByControl, EXPECTED_BREAKS as EXPECTED, formatAblationMarkdown, fuzzAblate, liveControls, OUT_OF_REACH } from '../../ablations/fuzz/ablate.js';
import { INVARIANT_NAMES, INVARIANTS } from '../../ablations/fuzz/invariants.js';
import { InvariantViolation, invariantProperty } from '../../ablations/fuzz/property.js';

const SEED = 1_130;

describe('every removed control lets the fuzzer break an invariant', () => {
  it('every control declares either the invariants that break without it (all of them real) or why the fuzzer cannot reach it', () => {
    expect([...Object.keys(EXPECTED), ...Object.keys(OUT_OF_REACH)].sort()).toEqual([...CONTROL_NAMES].sort());
    expect(Object.keys(EXPECTED)).toEqual(liveControls());
    for (const names of Object.values(EXPECTED)) for (const name of names) expect(INVARIANT_NAMES).toContain(name);
    // An invariant a control upholds breaks without it.
    for (const inv of INVARIANTS.filter((i) => Object.hasOwn(EXPECTED, i.upheldBy))) expect(EXPECTED[inv.upheldBy]).toContain(inv.name);
  });

  for (const control of liveControls()) {
    for (const invariant of EXPECTED[control] ?? []) {
      it(`without ${control}: ${invariant} breaks`, async () => {
        console.log(`fuzz ablation, without ${control}, ${invariant}: fast-check seed ${SEED}`);
        const details = await fc.check(invariantProperty(without(control), { invariants: [invariant] }), { seed: SEED, numRuns: 20_000 });
        expect(details.failed).toBe(true);
        const error = details.errorInstance;
        expect(error).toBeInstanceOf(InvariantViolation);
        expect((error as InvariantViolation).violations.map((v) => v.invariant)).toEqual([invariant]);
      });
    }
  }

  it('the table: full breaks nothing, each removal breaks some of what it should and nothing else', async () => {
    console.log(`fuzz ablation table: seed ${SEED}`);
    const table = await fuzzAblate({ runs: 1_500, seed: SEED });
    const broken = brokenByControl(table);
    expect(broken['none (full)']).toEqual([]);
    for (const control of Object.keys(OUT_OF_REACH)) expect(broken[control]).toEqual([]);
    for (const control of liveControls()) {
      expect(broken[control]!.length).toBeGreaterThan(0);
      expect(broken[control]!.filter((n) => !EXPECTED[control]!.includes(n))).toEqual([]);
    }
    expect(formatAblationMarkdown(table).split('\n')[0]).toBe(`| invariant | full | ${CONTROL_NAMES.map((c) => `−${c}`).join(' | ')} |`);
  });
});
