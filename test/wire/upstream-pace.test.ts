import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { upstreamChoice } from '../../ablations/runner/proposers.js';
import { VirtualClock } from '../../harness/clock.js';
import { resolveHarnesses } from '../../harnesses/configurations.js';
import { parseUpstreamModel, type UpstreamOptions } from '../../models/server/upstream.js';
import { findScenario } from '../../scenarios/catalogue.js';
import { installConfigurations } from '../support/agent-trial.js';
import { cli } from '../support/cli.js';
import { runExternalTrial } from '../support/external-trial.js';
import { fakeProvider, type FakeProvider } from '../support/fake-provider.js';
import { wrappingForward, type Forward } from '../support/upstream-forward.js';

/**
 * The provider's pace with a real model behind a real harness (the Agents SDK,
 * against a local provider): --rpm, --tpm and --max-concurrency hold for the
 * requests the model server passes on, over every trial of the run, as they do
 * for LLM proposers. The pace runs on a virtual clock, so the test counts
 * requests per window instead of timing them.
 */

const KEY = 'sk-hb-upstream-pace-test-4c2a9e';
const NORMAL = findScenario('normal')!;
const agents = resolveHarnesses(['agents']).external[0]!;

beforeAll(() => installConfigurations('agents'), 600_000);

let provider: FakeProvider | null = null;
afterEach(async () => {
  await provider?.close();
  provider = null;
});

/** One model for the whole run (its pace shared), as `run --model` makes it. */
function model(options: UpstreamOptions) {
  return upstreamChoice(parseUpstreamModel('openai:gpt-4o-mini', { env: { OPENAI_API_KEY: KEY }, ...options }));
}

function trial(choice: ReturnType<typeof model>, n: number) {
  return runExternalTrial({ scenario: NORMAL, harness: agents, proposer: choice, trial: n, seed: 1, keepEvents: 0 });
}

/** A provider that notes the pace clock's time as each request reaches it. */
async function timedProvider(clock: VirtualClock): Promise<{ provider: FakeProvider; times: number[] }> {
  const times: number[] = [];
  const p = await fakeProvider(NORMAL, () => (times.push(clock.now()), null));
  return { provider: p, times };
}

/** Resolves once the harnesses have sent the bench's model server `count` model requests in all (passed on or waiting for the pace). */
async function whileCountingRequests<T>(run: (reached: (count: number) => Promise<void>) => Promise<T>): Promise<T> {
  let sent = 0;
  const waiters: { count: number; wake: () => void }[] = [];
  const counting = (forward: Forward): Forward => (r, res, e) => {
    sent += 1;
    for (const w of waiters.filter((w) => sent >= w.count)) w.wake();
    return forward(r, res, e);
  };
  return wrappingForward(counting, () => run((count) => (sent >= count ? Promise.resolve() : new Promise((wake) => waiters.push({ count, wake })))));
}

describe('the provider pace with a real model behind a real harness', () => {
  it('--rpm 2: the provider gets at most 2 requests a minute, over both trials of the run (the second trial waits for the first one\u2019s minute)', async () => {
    const clock = new VirtualClock(0);
    const timed = await timedProvider(clock);
    provider = timed.provider;
    const choice = model({ baseUrl: `${provider.origin}/v1`, rpm: 2, paceClock: clock });
    const first = await trial(choice, 0);
    const second = await trial(choice, 1);
    expect([first.verdict, second.verdict, first.cost.provider_calls, second.cost.provider_calls]).toEqual(['accepted', 'accepted', 3, 3]);
    expect(timed.times).toEqual([0, 0, 60_000, 60_000, 120_000, 120_000]);
  });

  it('--tpm 1: every request is over the budget alone, so each waits for the one before it to leave the minute', async () => {
    const clock = new VirtualClock(0);
    const timed = await timedProvider(clock);
    provider = timed.provider;
    const row = await trial(model({ baseUrl: `${provider.origin}/v1`, tpm: 1, paceClock: clock }), 0);
    expect([row.verdict, row.cost.provider_calls]).toEqual(['accepted', 3]);
    expect(timed.times).toEqual([0, 60_000, 120_000]);
  });

  it('--max-concurrency 1: two trials at once, the provider holding its first answer until both harnesses have asked: it never has two requests at once (with 2, it has)', async () => {
    for (const maxInFlight of [1, 2]) {
      const peak = await whileCountingRequests(async (reached) => {
        provider = await fakeProvider(NORMAL, undefined, (n) => (n === 1 ? reached(2) : Promise.resolve()));
        const choice = model({ baseUrl: `${provider.origin}/v1`, maxInFlight });
        const rows = await Promise.all([trial(choice, 0), trial(choice, 1)]);
        expect(rows.map((r) => r.verdict)).toEqual(['accepted', 'accepted']);
        expect(provider.received).toHaveLength(6);
        return provider.peak();
      });
      expect([maxInFlight, peak]).toEqual([maxInFlight, maxInFlight]);
      await provider?.close();
      provider = null;
    }
  });

  it('refuses a pace the provider could not keep before the run (exit 2), as for LLM proposers', () => {
    const base = ['run', '--harness', 'agents', '--scenario', 'normal', '--model', 'openai:gpt-4o-mini'];
    const rpm = cli([...base, '--rpm', '0.5'], { OPENAI_API_KEY: KEY });
    const tpm = cli([...base, '--tpm', '0'], { OPENAI_API_KEY: KEY });
    expect([rpm.code, rpm.err.trim().split('\n').at(-1), tpm.code, tpm.err.trim().split('\n').at(-1)]).toEqual([
      2,
      'harness-bench run: --rpm must be an integer from 1 to 1000000000, got 0.5',
      2,
      'harness-bench run: --tpm must be an integer from 1 to 1000000000000, got 0',
    ]);
  });
});
