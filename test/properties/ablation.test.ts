import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTROL_NAMES } from '../../harness/controls/registry.js';
import { without } from '../../profiles/profile.js';
import { brokenByControl, formatAblationMarkdown, fuzzAblate, liveControls, OUT_OF_REACH } from '../../ablations/fuzz/ablate.js';
import { InvariantViolation, invariantProperty } from '../../ablations/fuzz/property.js';

const SEED = 1_130;

/** For each removed control, the invariants the fuzzer must find broken (each one, by itself, with fc.check). */
const EXPECTED: Record<string, string[]> = {
  'proposal-budget': ['within-proposal-budget'],
  validation: ['valid-args-only'],
  allowlist: ['allowlisted-calls-only'],
  'call-budget': ['within-call-budget'],
  'attempt-limit': ['within-attempt-limit'],
  pending: ['complete-needs-current-check', 'no-write-while-pending'],
  deadline: ['no-call-after-deadline'],
  retry: ['transient-is-retried'],
  'receipt-validation': ['complete-needs-current-check', 'no-write-while-pending', 'receipts-match-calls', 'retry-only-transient-none'],
  evidence: ['complete-needs-current-check', 'gated-calls-need-current-check'],
  approval: ['approval-used-once'],
  idempotency: ['effect-once-per-call'],
  'dispatch-lock': ['complete-needs-current-check', 'no-write-while-pending', 'transient-is-retried'],
};

describe('every removed control lets the fuzzer break an invariant', () => {
  it('covers every control in the registry the fuzzer can reach, and says why it cannot reach the others', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(liveControls().sort());
    expect(CONTROL_NAMES.filter((c) => !Object.hasOwn(EXPECTED, c))).toEqual(Object.keys(OUT_OF_REACH));
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
