import { describe, expect, it } from 'vitest';
import type { Feedback } from '../../harness/contracts/feedback.js';
import { exceedsCaps } from '../../harness/controls/validation.js';
import type { Proposer } from '../../harness/contracts/proposer.js';
import { without } from '../../harness/profile.js';
import { run, type Setup } from './run-fixture.js';

/**
 * The validation control's answers to proposals a proposer in the same process
 * can make (objects with prototypes, empty containers, exact sizes), read from
 * the run: its events and the feedback the proposer is given.
 */

/** Proposes `raw` as is (no copy) once, then ends; keeps the feedback it got. */
function once(raw: unknown): { proposer: Proposer; answers: Feedback[] } {
  const answers: Feedback[] = [];
  let sent = false;
  return {
    answers,
    proposer: { name: 'once', next: (f) => (answers.push(f), sent ? { type: 'end' } : ((sent = true), { type: 'propose', proposal: raw })) },
  };
}

async function answer(raw: unknown, setup: Setup = {}) {
  const { proposer, answers } = once(raw);
  const r = await run(proposer, setup);
  return { first: r.events.find((e) => e.type === 'input_invalid' || e.type === 'call_admitted' || e.type === 'tool_unknown')?.type, feedback: answers[1], status: r.status, calls: r.calls };
}

describe('validation, on what it leaves alone', () => {
  it('does not count an inherited property against max_bytes (the tool’s schema is what refuses it)', async () => {
    const args = Object.create({ note: 'z'.repeat(500) }) as Record<string, unknown>;
    const a = await answer({ tool: 'read_config', args }, { params: { validation: { max_bytes: 100 } } });
    expect(a.feedback).toEqual({ event: 'invalid_input', message: 'args: Unrecognized key: "note"', path: 'args' });
  });

  it('does not call an inherited field of the proposal an unexpected field', async () => {
    const raw = Object.assign(Object.create({ extra: 1 }) as object, { tool: 'read_config', args: {} });
    expect((await answer(raw)).first).toBe('call_admitted');
  });

  it('admits finish with an empty argument object', async () => {
    const r = await run([{ tool: 'write_config', args: { max_retries: 2 } }, { tool: 'check_config', args: {} }, { tool: 'finish', args: {} }]);
    expect(r.status).toBe('complete');
  });

  it('leaves an unknown tool to the gateway, which says it is unknown', async () => {
    const a = await answer({ tool: 'no_such_tool', args: { x: 1 } }, { profile: without('allowlist') });
    expect(a.feedback).toEqual({ event: 'unknown_tool', tool: 'no_such_tool', message: 'no tool named "no_such_tool"' });
  });
});

describe('validation, refusing', () => {
  it('refuses a field beside tool and args, naming it, and runs nothing', async () => {
    const a = await answer({ tool: 'read_config', args: {}, why: 'because' });
    expect(a).toMatchObject({ first: 'input_invalid', calls: 0, feedback: { event: 'invalid_input', message: 'unexpected field why: a proposal has only tool and args', path: 'why' } });
  });

  it('refuses arguments the tool’s schema rejects, with the schema’s path', async () => {
    const a = await answer({ tool: 'write_config', args: { max_retries: 'two' } });
    expect(a).toMatchObject({ first: 'input_invalid', calls: 0, feedback: { event: 'invalid_input', path: 'args.max_retries' } });
  });

  it('refuses finish with arguments even when the world is right', async () => {
    const r = await run([{ tool: 'write_config', args: { max_retries: 2 } }, { tool: 'check_config', args: {} }, { tool: 'finish', args: { because: 'done' } }]);
    expect(r.status).toBe('proposals_exhausted');
    expect(r.events.find((e) => e.type === 'input_invalid')).toMatchObject({ message: 'finish takes no arguments, got because', path: 'args.because' });
  });

  it('answers depth before NUL, and size before depth, in that order of the walk', async () => {
    // A NUL string nested too deep: the walk stops at the depth first.
    const deep = { tool: 'read_config', args: { a: { b: { c: 'x\u0000' } } } };
    expect((await answer(deep, { params: { validation: { max_depth: 2 } } })).feedback).toMatchObject({ message: 'proposal nests deeper than 2 levels' });
    expect((await answer(deep, { params: { validation: { max_depth: 8 } } })).feedback).toMatchObject({ message: 'proposal contains a NUL character' });
  });
});

describe('the caps, measured', () => {
  // By the cap's measure: a string is its length + 2, any other scalar 8, a container 2,
  // each array element 1 more, each key its length + 4.
  it('measures each kind of value exactly', () => {
    const exact = (value: unknown, bytes: number) => [exceedsCaps(value, bytes - 1, 32), exceedsCaps(value, bytes, 32)];
    expect(exact('abc', 5)).toEqual(['bytes', null]);
    expect(exact(12345, 8)).toEqual(['bytes', null]);
    expect(exact(null, 8)).toEqual(['bytes', null]);
    expect(exact(true, 8)).toEqual(['bytes', null]);
    expect(exact({}, 2)).toEqual(['bytes', null]);
    expect(exact([], 2)).toEqual(['bytes', null]);
    expect(exact([[]], 5)).toEqual(['bytes', null]);
    expect(exact({ ab: {} }, 10)).toEqual(['bytes', null]);
    expect(exact({ ab: 'c' }, 11)).toEqual(['bytes', null]);
    expect(exact(['a', 'b'], 10)).toEqual(['bytes', null]);
  });

  it('counts depth from 0 at the top, through arrays and objects alike, at exactly max_depth', () => {
    expect([exceedsCaps([[1]], 1_000, 1), exceedsCaps([[1]], 1_000, 2)]).toEqual(['depth', null]);
    expect([exceedsCaps({ a: { b: 1 } }, 1_000, 1), exceedsCaps({ a: { b: 1 } }, 1_000, 2)]).toEqual(['depth', null]);
    expect([exceedsCaps({ a: [{}] }, 1_000, 1), exceedsCaps({ a: [{}] }, 1_000, 2)]).toEqual(['depth', null]);
    // An empty container one level down is a level too.
    expect(exceedsCaps({ a: {} }, 1_000, 0)).toBe('depth');
  });

  it('finds NUL in any string or key, and nowhere else', () => {
    expect(exceedsCaps({ a: ['ok', 'n\u0000'] }, 1_000, 8)).toBe('nul');
    expect(exceedsCaps({ a: { ['k\u0000']: 1 } }, 1_000, 8)).toBe('nul');
    expect(exceedsCaps({ a: ['ok', 'fine', 0] }, 1_000, 8)).toBeNull();
  });

  it('answers bytes as soon as a long string passes the cap, before looking inside it', () => {
    expect(exceedsCaps(['\u0000'.repeat(50)], 10, 8)).toBe('bytes');
  });
});
