import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../harness/clock.js';
import { createControls, parseControlParams } from '../../harness/controls/registry.js';
import type { Control } from '../../harness/controls/control.js';
import { immutableCopy, isImmutable } from '../../harness/immutable.js';
import { runHarness } from '../../harness/loop.js';
import { FULL, type Profile } from '../../harness/profile.js';
import { Random } from '../../harness/random.js';
import { proposerFactory } from '../../ablations/runner/proposers.js';
import { ScriptedProposer } from '../../models/scripted.js';
import type { Proposer } from '../../harness/contracts/proposer.js';
import { ExportWorker, type ExportWorkerFixtureInput } from '../../worlds/export-worker.js';

const SEED = Number(process.env['HB_TEST_SEED'] ?? 20261207);

function controlsOf(profile: Profile): Control[] {
  return createControls(Object.fromEntries(Object.entries(profile.controls).map(([name, raw]) => [name, parseControlParams(name, raw)])));
}

/** Every object in `value`, itself included. */
function objectsIn(value: unknown): object[] {
  if (value === null || typeof value !== 'object') return [];
  return [value, ...Object.values(value).flatMap(objectsIn)];
}

/** One run under `controls` (built once by the caller and shared, as a cell shares them across its trials). */
async function runOnce(proposer: Proposer, controls: Control[], world: Partial<ExportWorkerFixtureInput> = {}) {
  const clock = new VirtualClock();
  const r = await runHarness({
    runId: 'immutable',
    profileName: 'full',
    contract: { task: 't', tools: ['read_config', 'write_config', 'check_config'], limits: { proposals: 12, calls: 12, attempts: 2, deadline_ms: 10_000 }, approvals: new Map() },
    controls,
    executor: new ExportWorker({ kind: 'export-worker', ...world }, clock),
    proposer,
    clock,
    random: new Random(1),
  });
  return r.events;
}

/** `proposer`, keeping every proposal it makes in `proposed`. */
function recording(proposer: Proposer, proposed: unknown[]): Proposer {
  return {
    name: proposer.name,
    next: (feedback) => {
      const turn = proposer.next(feedback);
      if (turn instanceof Promise) throw new Error('a scripted proposer answers at once');
      if (turn.type === 'propose') proposed.push(turn.proposal);
      return turn;
    },
  };
}

describe('immutable copies', () => {
  it('copy plain data whole, frozen at every level, and leave the original as it was', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (value) => {
        const copy = immutableCopy(value);
        expect(copy).toEqual(value);
        for (const o of objectsIn(copy)) {
          expect(Object.isFrozen(o)).toBe(true);
          expect(isImmutable(o)).toBe(true);
        }
        for (const o of objectsIn(value)) {
          expect(Object.isFrozen(o)).toBe(false);
          expect(isImmutable(o)).toBe(false);
        }
      }),
      { seed: SEED, numRuns: 200 },
    );
  });

  it('leave anything but plain data as it is: mutable, and not known immutable', () => {
    const getter = { tool: 'read_config', args: {} };
    Object.defineProperty(getter, 'args', { get: () => ({}), enumerable: true });
    const hidden = { tool: 'read_config', args: {} };
    Object.defineProperty(hidden, 'note', { value: 1, enumerable: false });
    let deep: unknown = {};
    for (let i = 0; i < 70; i++) deep = { next: deep };
    const lookalikes: Record<string, unknown> = {
      getter,
      hidden,
      symbol: { tool: 'read_config', args: { [Symbol('s')]: 1 } },
      instance: { tool: 'read_config', args: new Date(0) },
      proto: JSON.parse('{"tool": "read_config", "args": {"__proto__": {"x": 1}}}'),
      inherited: Object.assign(Object.create({ extra: 1 }) as object, { tool: 'read_config', args: {} }),
      function: { tool: 'read_config', args: { f: () => 1 } },
      bigint: { tool: 'read_config', args: { n: 1n } },
      undefined: { tool: 'read_config', args: { u: undefined } },
      namedArrayProperty: { tool: 'read_config', args: { list: Object.assign([1, 2], { extra: 3 }) } },
      deep,
    };
    for (const [name, value] of Object.entries(lookalikes)) {
      expect(immutableCopy(value), name).toBe(value);
      expect(Object.isFrozen(value), name).toBe(false);
      expect(isImmutable(value), name).toBe(false);
    }
    expect(isImmutable(Object.freeze({ a: 1 }))).toBe(false);
  });
});

describe("a cell's scripted steps, frozen once", () => {
  // Every path validation and the event take: a pass, the schema's refusal, an extra field, finish with
  // arguments, an unknown tool, a string past the event's cut (refused), the same step twice, then a finish.
  const steps = [
    { tool: 'write_config', args: { max_retries: 2 } },
    { tool: 'write_config', args: { max_retries: 'two' } },
    { tool: 'read_config', args: {}, why: 'because' },
    { tool: 'finish', args: { early: true } },
    { tool: 'no_such_tool', args: { x: 1 } },
    { tool: 'write_config', args: { max_retries: 2, note: 'n'.repeat(5000) } },
    { tool: 'check_config', args: {} },
    { tool: 'check_config', args: {} },
    { tool: 'finish', args: {} },
  ];

  it('give every trial the events the steps as written give, with the controls shared, and are a frozen copy from the fifth trial', async () => {
    const expected = await runOnce(new ScriptedProposer(steps), controlsOf(FULL));
    const make = proposerFactory({ kind: 'scripted', steps, strict: false }, 'scripted');
    const controls = controlsOf(FULL);
    const frozen: boolean[] = [];
    for (let trial = 1; trial <= 7; trial++) {
      const proposed: unknown[] = [];
      expect(await runOnce(recording(make(new Random(trial)), proposed), controls)).toEqual(expected);
      frozen.push(proposed.every(isImmutable));
    }
    // The copy is made for the fifth trial and proposed from then on.
    expect(frozen).toEqual([false, false, false, false, true, true, true]);
    expect(expected.filter((e) => e.type === 'input_invalid').map((e) => (e as { message: string }).message)).toEqual([
      'args.max_retries: Invalid input: expected number, received string',
      'unexpected field why: a proposal has only tool and args',
      'finish takes no arguments, got early',
      'args: Unrecognized key: "note"',
    ]);
    expect(expected.at(-1)).toMatchObject({ type: 'stop', reason: 'complete' });
  });

  it('are checked again against another world whose tool of the same name takes other arguments', async () => {
    const make = proposerFactory({ kind: 'scripted', steps: [{ tool: 'write_config', args: { max_retries: 2 } }], strict: false }, 'scripted');
    const controls = controlsOf(FULL);
    const first = await runOnce(make(new Random(1)), controls);
    const other = await runOnce(make(new Random(1)), controls, { fields: { timeout_ms: { min: 1, max: 10 } }, config: { timeout_ms: 5 } });
    expect(first.map((e) => e.type)).toContain('call_admitted');
    expect(other.find((e) => e.type === 'input_invalid')).toMatchObject({ message: 'args.timeout_ms: Invalid input: expected number, received undefined' });
    expect(other.map((e) => e.type)).not.toContain('call_admitted');
  });
});
