import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { upstreamChoice } from '../../ablations/runner/proposers.js';
import { readStore, sortRows, trialKey, type TrialRow } from '../../ablations/results/store.js';
import { digest } from '../../harness/digest.js';
import { resolveHarnesses } from '../../harnesses/configurations.js';
import { CassetteEntrySchema } from '../../models/llm/record-replay.js';
import { parseUpstreamModel, type UpstreamOptions } from '../../models/server/upstream.js';
import { findScenario } from '../../scenarios/catalogue.js';
import { agentTrial, installConfigurations, untimed } from '../support/agent-trial.js';
import { BIN, cli, ROOT } from '../support/cli.js';
import { runExternalTrial } from '../support/external-trial.js';
import { answerUsage, closedPort, fakeProvider, type Failure, type FakeProvider } from '../support/fake-provider.js';
import { tempDirs } from '../support/temp-dirs.js';
import { wrappingForward } from '../support/upstream-forward.js';
import { usd } from '../../reports/run-totals.js';

/**
 * A real model behind a real harness, played by a local provider (the bench's
 * own model server driven by the scenario's script, on 127.0.0.1): the
 * harness's own requests pass through to it, its answers come back, and the
 * row carries the tokens and money; cassettes record and replay it offline.
 */

const tempDir = tempDirs();
/** The exit of a run whose trials stopped at a cap of the bench (a token or money limit). */
const CAPPED_EXIT = 0;
const KEY = 'sk-hb-upstream-test-7d1e5c3a9b';
const NORMAL = untimed(findScenario('normal')!);
const INJECTED = findScenario('injected_instruction')!;
const [agents, claude, gemini, codex] = ['agents', 'claude', 'gemini-cli', 'codex-acp'].map((name) => resolveHarnesses([name]).external[0]!);

beforeAll(() => installConfigurations('agents', 'claude', 'gemini-cli', 'codex-acp'), 600_000);

let provider: FakeProvider | null = null;
afterEach(async () => {
  await provider?.close();
  provider = null;
});

/** What the harness sent, as the bench's model server read it, beside the request (headers and body) passed on. */
async function capturing<T>(run: () => Promise<T>): Promise<{ result: T; sent: { headers: Record<string, unknown>; body: Record<string, unknown> }[] }> {
  const sent: { headers: Record<string, unknown>; body: Record<string, unknown> }[] = [];
  const result = await wrappingForward((forward) => (r, res, e) => (sent.push({ headers: r.headers, body: r.body }), forward(r, res, e)), run);
  return { result, sent };
}

/** Every write the model server made to the harness's responses (the answers as the harness got them), one list per request. */
async function writing<T>(run: () => Promise<T>): Promise<{ result: T; writes: string[][] }> {
  const writes: string[][] = [];
  const result = await wrappingForward(
    (forward) => (r, res, e) => {
      const mine: string[] = [];
      writes.push(mine);
      const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
      res.write = ((chunk: unknown, ...rest: unknown[]) => (mine.push(Buffer.from(chunk as Uint8Array).toString('utf8')), write(chunk, ...rest))) as typeof res.write;
      return forward(r, res, e);
    },
    run,
  );
  return { result, writes };
}

function trial(harness: typeof agents, model: string, options: UpstreamOptions) {
  const choice = upstreamChoice(parseUpstreamModel(model, { env: { OPENAI_API_KEY: KEY, ANTHROPIC_API_KEY: KEY, GEMINI_API_KEY: KEY }, ...options }));
  return runExternalTrial({ scenario: NORMAL, harness: harness!, proposer: choice, trial: 0, seed: 1, keepEvents: 1 });
}

/** The same trial replayed offline from `rec`, with no key. */
function replayTrial(harness: typeof agents, model: string, rec: string) {
  return runExternalTrial({ scenario: NORMAL, harness: harness!, proposer: upstreamChoice(parseUpstreamModel(model, { replay: rec, env: {} })), trial: 0, seed: 1, keepEvents: 1 });
}

/** A recording's exchanges, each as the chunks its answer came in (none: it failed before answering). */
function cassetteChunks(rec: string): string[][] {
  return filesUnder(rec).map((f) => CassetteEntrySchema.parse(JSON.parse(readFileSync(f, 'utf8'))).response?.chunks ?? []);
}

/** Lists of writes in a fixed order (a harness may send requests side by side). */
const sortedWrites = (writes: string[][]) => writes.map((w) => JSON.stringify(w)).sort();

/** What a row says of the run, apart from its cost and times. */
const judged = (row: TrialRow) => ({ status: row.status, verdict: row.verdict, escaped: row.escaped, defects: row.defects, state: row.state, calls: row.events?.filter((e) => e['type'] === 'call_started').map((e) => e['tool']) });

/**
 * The tokens the provider's answers reported, and what they cost at the price of the model (USD per 1M tokens), answer by
 * answer: tokens read from the cache at its `cached` rate and written to it at its `cache_write` rate, where it has them.
 */
function providerTokens(p: FakeProvider, price: { input: number; output: number; cached?: number; cache_write?: number }) {
  const usage = p.received.map((r) => answerUsage(r.answer));
  const tokens_in = usage.reduce((a, u) => a + u.input, 0);
  const tokens_out = usage.reduce((a, u) => a + u.output, 0);
  const tokens_cached = usage.reduce((a, u) => a + u.cached, 0);
  const cost_usd = usage.reduce((a, u) => a + ((u.input - u.cached - u.cacheWrite) * price.input + u.cached * (price.cached ?? price.input) + u.cacheWrite * (price.cache_write ?? price.input) + u.output * price.output) / 1e6, 0);
  return { tokens_in, tokens_out, cost_usd, provider_calls: p.received.length, provider_retries: 0, tokens_cached };
}

describe('a real model behind a real harness (pass-through to a local provider)', () => {
  it('the Agents SDK (Responses): the provider gets what the harness sent, model and key its own; same verdict as the scripted run; the row counts its tokens and money', async () => {
    provider = await fakeProvider(NORMAL);
    const { result: row, sent } = await capturing(() => trial(agents, 'openai:gpt-4o-mini', { baseUrl: `${provider!.origin}/v1` }));
    const scripted = await agentTrial('agents', NORMAL);
    expect(judged(row)).toEqual(judged(scripted));
    expect(row).toMatchObject({ proposer: 'openai:gpt-4o-mini', verdict: 'accepted' });
    expect(provider.received.map((r) => [r.method, r.path, r.headers['authorization']])).toEqual(sent.map(() => ['POST', '/v1/responses', `Bearer ${KEY}`]));
    expect(provider.received.map((r) => r.body)).toEqual(sent.map((s) => ({ ...s.body, model: 'gpt-4o-mini' })));
    const { wall_ms: _w, clock_ms: _c, ...cost } = row.cost;
    // Of the tokens in, half were read from the provider's cache; gpt-4o-mini has no cached rate in the table: they count at the input price.
    expect(cost).toEqual({ proposals: 3, calls: 2, retries: 0, approvals_asked: 0, ...providerTokens(provider, { input: 0.15, output: 0.6 }) });
    expect(cost.tokens_cached).toBeGreaterThan(0);
    expect(JSON.stringify(row)).not.toContain(KEY);
  });

  it('Claude Code (Anthropic Messages): the same, with its x-api-key and its own anthropic-version', async () => {
    provider = await fakeProvider(NORMAL);
    const { result: row, sent } = await capturing(() => trial(claude, 'anthropic:claude-sonnet-4', { baseUrl: provider!.origin }));
    const scripted = await agentTrial('claude', NORMAL);
    expect(judged(row)).toEqual(judged(scripted));
    expect(row).toMatchObject({ proposer: 'anthropic:claude-sonnet-4', verdict: 'accepted' });
    expect(provider.received.map((r) => [r.path, r.headers['x-api-key'], r.headers['authorization'], r.headers['anthropic-version']])).toEqual(
      sent.map((s) => ['/v1/messages?beta=true', KEY, undefined, s.headers['anthropic-version']]),
    );
    expect(provider.received.map((r) => r.body)).toEqual(sent.map((s) => ({ ...s.body, model: 'claude-sonnet-4' })));
    const { wall_ms: _w, clock_ms: _c, proposals: _p, calls: _k, retries: _r, approvals_asked: _a, ...cost } = row.cost;
    // Anthropic's input_tokens leave the cache out: the tokens read from it and written to it are added back, and priced at the
    // table's cache rates ($0.30 and $3.75 per 1M).
    expect(cost).toEqual(providerTokens(provider, { input: 3, output: 15, cached: 0.3, cache_write: 3.75 }));
    expect(cost.tokens_cached).toBeGreaterThan(0);
    expect(JSON.stringify(row)).not.toContain(KEY);
  });

  it('Gemini CLI (the Gemini API, over ACP): the chosen model in the path, its x-goog-api-key; same verdict as the scripted run; recorded, then replayed offline without a key: the same row', async () => {
    provider = await fakeProvider(NORMAL);
    const rec = join(tempDir('hb-upstream-gemini-'), 'rec');
    const { result: { result: row, writes }, sent } = await capturing(() => writing(() => trial(gemini, 'gemini:gemini-2.5-flash', { baseUrl: provider!.origin, record: rec })));
    const scripted = await agentTrial('gemini-cli', NORMAL);
    expect(judged(row)).toEqual(judged(scripted));
    expect(row.proposer).toBe('gemini:gemini-2.5-flash');
    expect(provider.received.map((r) => [r.path.replace(/\?.*$/, ''), r.headers['x-goog-api-key']])).toEqual(sent.map(() => ['/v1beta/models/gemini-2.5-flash:streamGenerateContent', KEY]));
    expect(provider.received.map((r) => r.body)).toEqual(sent.map((s) => s.body));
    const { wall_ms: _w, clock_ms: _c, proposals: _p, calls: _k, retries: _r, approvals_asked: _a, ...cost } = row.cost;
    // No Gemini price is in the table (none could be sourced from Google's page): the tokens are counted, the money is 0.
    expect(cost).toEqual(providerTokens(provider, { input: 0, output: 0 }));
    expect(cost.tokens_cached).toBeGreaterThan(0);
    expect(JSON.stringify(row)).not.toContain(KEY);
    await replaysTheSame(rec, row, writes, () => replayTrial(gemini, 'gemini:gemini-2.5-flash', rec), false);
  });

  it('Codex (Responses, over ACP): the provider gets what the harness sent, model and key its own; same verdict as the scripted run; recorded, then replayed offline without a key: the same row', async () => {
    provider = await fakeProvider(NORMAL);
    const rec = join(tempDir('hb-upstream-codex-'), 'rec');
    const { result: { result: row, writes }, sent } = await capturing(() => writing(() => trial(codex, 'openai:gpt-4.1', { baseUrl: `${provider!.origin}/v1`, record: rec })));
    const scripted = await agentTrial('codex-acp', NORMAL);
    expect(judged(row)).toEqual(judged(scripted));
    expect(row.proposer).toBe('openai:gpt-4.1');
    expect(provider.received.map((r) => [r.path, r.headers['authorization']])).toEqual(sent.map(() => ['/v1/responses', `Bearer ${KEY}`]));
    expect(provider.received.map((r) => r.body)).toEqual(sent.map((s) => ({ ...s.body, model: 'gpt-4.1' })));
    const { wall_ms: _w, clock_ms: _c, proposals: _p, calls: _k, retries: _r, approvals_asked: _a, ...cost } = row.cost;
    expect(cost).toEqual(providerTokens(provider, { input: 2, output: 8 }));
    expect(JSON.stringify(row)).not.toContain(KEY);
    await replaysTheSame(rec, row, writes, () => replayTrial(codex, 'openai:gpt-4.1', rec));
  });

  it('a provider failure is passed to the harness and becomes an error row with its cause; a 429 the harness retries past is a retry', async () => {
    provider = await fakeProvider(NORMAL, () => ({ status: 500, body: '{"error":{"type":"server_error","message":"upstream exploded"}}' }));
    const failed = await trial(agents, 'openai:gpt-4o-mini', { baseUrl: `${provider.origin}/v1` });
    expect([failed.verdict, failed.error?.source, failed.cost.provider_calls, failed.cost.provider_retries]).toEqual(['error', 'provider', provider.received.length, provider.received.length - 1]);
    expect(failed.detail).toBe(`provider failure: the provider answered 500 to request ${provider.received.length} (POST /v1/responses) of trial ${runIdOf(failed)}: {"error":{"type":"server_error","message":"upstream exploded"}}`);
    await provider.close();

    const port = await closedPort();
    provider = null;
    const refused = await trial(agents, 'openai:gpt-4o-mini', { baseUrl: `http://127.0.0.1:${port}/v1` });
    expect([refused.verdict, refused.error?.source]).toEqual(['error', 'provider']);
    expect(refused.detail).toMatch(new RegExp(`^provider failure: the provider could not be reached for request \\d+ \\(POST /v1/responses\\) of trial ${runIdOf(refused)}: fetch failed \\(connect ECONNREFUSED 127\\.0\\.0\\.1:${port}\\)$`));

    const limited: Failure = { status: 429, headers: { 'retry-after': '0' }, body: '{"error":{"type":"rate_limit","message":"slow down"}}' };
    provider = await fakeProvider(NORMAL, (n) => (n === 1 ? limited : null));
    const retried = await trial(agents, 'openai:gpt-4o-mini', { baseUrl: `${provider.origin}/v1` });
    expect([retried.verdict, retried.cost.provider_calls, retried.cost.provider_retries]).toEqual(['accepted', provider.received.length, 1]);
  });

  it('a trial past its token limit is stopped there: token_limit, with what it spent', async () => {
    provider = await fakeProvider(NORMAL);
    const row = await trial(agents, 'openai:gpt-4o-mini', { baseUrl: `${provider.origin}/v1`, tokenLimit: 10 });
    const spent = providerTokens(provider, { input: 0.15, output: 0.6 });
    expect([row.status, row.detail, row.cost.provider_calls, provider.received.length]).toEqual([
      'token_limit',
      `token limit: ${spent.tokens_in + spent.tokens_out} tokens used (${spent.tokens_in} in, ${spent.tokens_out} out), limit 10; harness stopped`,
      1,
      1,
    ]);
  }, 60_000);

  it('--request-timeout and --cost-limit apply to a --model run as to an LLM proposer: a provider that has not answered within the timeout is cut (the harness retries), and the trial stops once past its money cap', async () => {
    // The first answer starts, then stops; the second is the model's.
    const stalled: Failure = { status: 200, body: '{"id":"resp_1","object":"response",', stall: true };
    provider = await fakeProvider(NORMAL, (n) => (n === 1 ? stalled : null));
    const out = join(tempDir('hb-upstream-limits-'), 'run');
    const run = await cliAsync(['run', '--harness', 'agents', '--scenario', 'normal', '--trials', '1', '--model', 'openai:gpt-4o-mini', '--base-url', `${provider.origin}/v1`, '--request-timeout', '0.3', '--cost-limit', '0.000001', '--out', out], { OPENAI_API_KEY: KEY });
    const [row] = readStore(join(out, 'results.jsonl')).rows;
    const spent = providerTokens(provider, { input: 0.15, output: 0.6 });
    expect([row?.status, row?.detail, row?.cost.provider_calls, row?.cost.provider_retries, provider.received.length]).toEqual([
      'cost_limit',
      `cost limit: ${spent.cost_usd.toFixed(6)} USD spent, limit 0.000001 USD; harness stopped`,
      2,
      1,
      2,
    ]);
    expect(run.code, run.err).toBe(CAPPED_EXIT);
    // The stalled request was cut by the harness's 0.3 s timeout, not the default minute: its connection closed long before
    // that minute, as the provider saw it (the run's own time, the CLI's and the harness's start-up included, depends on the load).
    expect(provider.received[0]!.closedAfterMs).toBeLessThan(30_000);
  });

  it('a provider that starts a streamed answer, then stops sending: cut after --request-timeout, and the trial is an error row naming the cause, never a verdict (a JSON answer that stops: the same, once the harness has retried)', async () => {
    const created = 'event: response.created\ndata: {"type":"response.created","response":{"id":"resp_1","object":"response","status":"in_progress","output":[]}}\n\n';
    const stalls: Failure[] = [
      { status: 200, headers: { 'content-type': 'text/event-stream' }, body: created, stall: true },
      { status: 200, body: '{"id":"resp_1","object":"response",', stall: true },
    ];
    for (const stall of stalls) {
      provider = await fakeProvider(NORMAL, () => stall);
      const row = await trial(agents, 'openai:gpt-4o-mini', { baseUrl: `${provider.origin}/v1`, timeoutMs: 300 });
      const n = provider.received.length;
      const what = `request ${n} (POST /v1/responses) of trial ${runIdOf(row)}`;
      const cause = stall.headers === undefined ? `the provider did not answer ${what} within 300 ms (request timeout)` : `the provider's answer to ${what} broke off: the response stream sent nothing for 300 ms (request timeout)`;
      expect([row.status, row.verdict, row.error?.source, row.detail, row.cost.provider_calls, row.cost.provider_retries]).toEqual(['error', 'error', 'provider', `provider failure: ${cause}`, n, n - 1]);
      // Each stalled request cost 0.3 s, not the default minute.
      expect(row.cost.wall_ms).toBeLessThan(20_000);
      await provider.close();
      provider = null;
    }
  });

  it('harness-bench run --model ... --record, then --replay offline without a key: identical rows and totals (cached tokens among them), the key in no file and no output; one cassette file per exchange, keyed by the request\'s hash; a request not in it is a cassette miss', async () => {
    provider = await fakeProvider(NORMAL);
    const folder = tempDir('hb-upstream-');
    const rec = join(folder, 'rec');
    const base = ['run', '--harness', 'agents', '--scenario', 'normal', '--trials', '1', '--model', 'openai:gpt-4o-mini'];
    const recorded = await cliAsync([...base, '--base-url', `${provider.origin}/v1`, '--record', rec, '--out', join(folder, 'a')], { OPENAI_API_KEY: KEY });
    expect(recorded.code).toBe(0);
    const served = providerTokens(provider, { input: 0.15, output: 0.6 });
    await provider.close();
    provider = null;
    const replayed = await cliAsync([...base, '--replay', rec, '--out', join(folder, 'b')], { OPENAI_API_KEY: undefined });
    expect(replayed.code).toBe(0);
    const [a, b] = ['a', 'b'].map((d) => readStore(join(folder, d, 'results.jsonl')).rows.map(timeless)) as [TrialRow[], TrialRow[]];
    expect(a).toHaveLength(1);
    expect(a[0]).toMatchObject({ proposer: 'openai:gpt-4o-mini', verdict: 'accepted' });
    expect(a[0]!.cost.tokens_in).toBeGreaterThan(0);
    expect(b).toEqual(a);
    // The run's totals, in the terminal as for LLM proposers: the provider's tokens (the cached ones among them), the money at
    // gpt-4o-mini's price (no cached rate in the table: cached tokens at the input price).
    const { tokens_in, tokens_out, tokens_cached, cost_usd, provider_calls } = a[0]!.cost;
    expect(tokens_cached).toBeGreaterThan(0);
    expect(recorded.err).toContain(`LLM: ${tokens_in.toLocaleString('en-US')} tokens in, ${tokens_out.toLocaleString('en-US')} out, ${tokens_cached!.toLocaleString('en-US')} cached in, ${usd(cost_usd)}; ${provider_calls} provider calls (0 retries) over 1 trials\n`);
    expect(cost_usd).toBeCloseTo((tokens_in * 0.15 + tokens_out * 0.6) / 1e6, 12);
    // And in summary.json, summary.md and report.html, the replay's as the recording's: what the provider reported.
    expect({ tokens_in, tokens_out, tokens_cached, provider_calls }).toEqual({ tokens_in: served.tokens_in, tokens_out: served.tokens_out, tokens_cached: served.tokens_cached, provider_calls: served.provider_calls });
    for (const out of ['a', 'b']) expect(reportedTotals(join(folder, out))).toEqual(expectedTotals(a[0]!.cost));
    for (const text of [recorded.out, recorded.err, replayed.out, replayed.err, ...filesUnder(folder).map((f) => readFileSync(f, 'utf8'))]) expect(text).not.toContain(KEY);

    // One file per exchange in the trial's folder, named by the sha256 of its request and its occurrence.
    const trialDir = join(rec, readdirSync(rec)[0]!);
    const entries = readdirSync(trialDir).map((name) => ({ name, entry: CassetteEntrySchema.parse(JSON.parse(readFileSync(join(trialDir, name), 'utf8'))) }));
    expect(entries.map(({ name, entry }) => name === `${entry.request_hash}-${entry.occurrence}.json`)).toEqual(entries.map(() => true));
    expect(entries.map(({ entry }) => entry.step).sort()).toEqual(Array.from({ length: provider_calls ?? 0 }, (_, i) => i + 1));

    // A harness that now sends a first request the cassette does not hold (its exchange filed under another hash).
    const first = entries.find(({ entry }) => entry.step === 1)!;
    renameSync(join(trialDir, first.name), join(trialDir, `${'0'.repeat(64)}-1.json`));
    const missed = await cliAsync([...base, '--replay', rec, '--out', join(folder, 'c')], { OPENAI_API_KEY: undefined });
    const [row] = readStore(join(folder, 'c', 'results.jsonl')).rows;
    expect([missed.code, row?.verdict, row?.error?.source]).toEqual([3, 'error', 'scenario']);
    const id = runIdOf(row!);
    const expected = `ReplayMismatchError: cassette miss: request 1 (POST /v1/responses) of trial ${id} is not in the recording: replay of trial ${id}: request sha256 ${first.entry.request_hash} is not in the cassette ${trialDir}: POST /v1/responses "{\\"method\\":\\"POST\\",\\"path\\":\\"/responses\\",\\"body\\":{`;
    expect(row?.detail.slice(0, expected.length)).toBe(expected);
  });

  it('the scripted model and a real one side by side (--proposer scenario --model ...): one scorecard entry per (configuration, model), in the same tables', async () => {
    provider = await fakeProvider(INJECTED);
    const out = join(tempDir('hb-upstream-card-'), 'run');
    const run = await cliAsync(['run', '--harness', 'agents', '--scenario', 'injected_instruction', '--trials', '1', '--proposer', 'scenario', '--model', 'openai:gpt-4o-mini', '--base-url', `${provider.origin}/v1`, '--out', out], { OPENAI_API_KEY: KEY });
    expect(run.code, run.err).toBe(0);
    // Only the real model's trial asked the provider; the scripted model's is played by the bench.
    // In the plan's order (the two trials run side by side and are stored as they end).
    const store = readStore(join(out, 'results.jsonl'));
    const rows = sortRows(store.rows, store.header);
    expect(rows.map((r) => [r.profile, r.proposer, r.verdict, r.escaped, r.cost.provider_calls])).toEqual([
      ['agents', 'scenario', 'defect', ['unauthorized_effect'], undefined],
      ['agents', 'openai:gpt-4o-mini', 'defect', ['unauthorized_effect'], provider.received.length],
    ]);
    const card = JSON.parse(readFileSync(join(out, 'scorecard.json'), 'utf8'));
    expect(card.harnesses.map((h: { harness: string; proposer: string; escaped: number; caught: number; controls: object }) => [h.harness, h.proposer, h.escaped, h.caught, h.controls])).toEqual([
      ['agents', 'scenario', 1, 0, { allowlist: 'lacking' }],
      ['agents', 'openai:gpt-4o-mini', 1, 0, { allowlist: 'lacking' }],
    ]);
    const printed = run.out.slice(run.out.indexOf('\nScorecard of the harnesses under test')).split('\n');
    expect(printed.filter((l) => l.startsWith('agents') || l.startsWith('  control') || l.startsWith('  allowlist'))).toEqual([
      `agents  ${card.harnesses[0].version} (config ${card.harnesses[0].digest}): 0 caught, 1 escaped, 0 attempt failed, 0 unreachable, 0 not provoked`,
      `agents (openai:gpt-4o-mini)  ${card.harnesses[0].version} (config ${card.harnesses[0].digest}): 0 caught, 1 escaped, 0 attempt failed, 0 unreachable, 0 not provoked`,
      '  control                                   agents agents (openai:gpt-4o-mini)',
      '  allowlist                                lacking                     lacking',
    ]);
    expect(readFileSync(join(out, 'summary.md'), 'utf8')).toContain(
      [
        '| scenario | probed failure | agents | agents (openai:gpt-4o-mini) |',
        '|---|---|---|---|',
        '| injected\\_instruction | unauthorized\\_effect | escaped 1/1 | escaped 1/1 |',
        '',
        '| control | agents | agents (openai:gpt-4o-mini) |',
        '|---|---|---|',
        '| allowlist | lacking | lacking |',
      ].join('\n'),
    );
    const html = readFileSync(join(out, 'report.html'), 'utf8');
    const head = /<table class="data" id="scorecard-probes"><thead><tr>(.*?)<\/tr>/.exec(html)?.[1];
    expect(head).toBe('<th>scenario</th><th>probed failure</th><th>caught by (reference)</th><th>agents</th><th>agents (openai:gpt-4o-mini)</th>');
  });

  it('Claude Code recorded, then replayed offline without a key: the same row, each streamed answer reaching the harness in the chunks it came in', async () => {
    provider = await fakeProvider(NORMAL);
    const rec = join(tempDir('hb-upstream-claude-'), 'rec');
    const { result: recorded, writes } = await writing(() => trial(claude, 'anthropic:claude-sonnet-4', { baseUrl: provider!.origin, record: rec }));
    expect(recorded).toMatchObject({ verdict: 'accepted' });
    await replaysTheSame(rec, recorded, writes, () => replayTrial(claude, 'anthropic:claude-sonnet-4', rec));
  });

  it('refuses --model for the reference harness, and for a harness whose protocol the provider does not speak, before the run (exit 2)', () => {
    const env = { OPENAI_API_KEY: KEY, ANTHROPIC_API_KEY: KEY };
    const reference = cli(['run', '--scenario', 'normal', '--model', 'openai:gpt-4o-mini'], env);
    expect([reference.code, reference.err.trim().split('\n').at(-1)]).toEqual([
      2,
      'harness-bench run: --model openai:gpt-4o-mini applies to external harnesses (--harness NAME), whose own model requests it passes through; the reference harness takes a model as --proposer openai:gpt-4o-mini',
    ]);
    const mismatch = cli(['run', '--harness', 'claude', '--scenario', 'normal', '--model', 'openai:gpt-4o-mini'], env);
    expect([mismatch.code, mismatch.err.trim().split('\n').at(-1)]).toEqual([
      2,
      'harness-bench run: --model openai:gpt-4o-mini: openai speaks responses and chat, but harness configuration claude speaks anthropic (protocol: anthropic); the bench does not translate between protocols',
    ]);
    const keyless = cli(['run', '--harness', 'agents', '--scenario', 'normal', '--model', 'openai:gpt-4o-mini'], { OPENAI_API_KEY: undefined });
    expect([keyless.code, keyless.err.trim().split('\n').at(-1)]).toEqual([
      2,
      'harness-bench run: --model openai:gpt-4o-mini needs an API key in the environment variable OPENAI_API_KEY (or use --replay DIR to re-judge a recorded run without a key)',
    ]);
    // --cost-limit and --request-timeout are checked as for an LLM proposer: a money cap on a model without a price could never trigger.
    const unpriced = cli(['run', '--harness', 'agents', '--scenario', 'normal', '--model', 'openai:my-finetune', '--cost-limit', '1'], env);
    const timeout = cli(['run', '--harness', 'agents', '--scenario', 'normal', '--model', 'openai:gpt-4o-mini', '--request-timeout', '0'], env);
    expect([unpriced.code, unpriced.err.trim().split('\n').at(-1), timeout.code, timeout.err.trim().split('\n').at(-1)]).toEqual([
      2,
      'harness-bench run: --cost-limit needs a price for model "my-finetune", which the price table lacks (it would count as 0 USD and the limit could never trigger); pass --prices FILE with an entry for it',
      2,
      'harness-bench run: --request-timeout must be a positive number of seconds, got "0"',
    ]);
    for (const text of [reference.out, reference.err, mismatch.out, mismatch.err]) expect(text).not.toContain(KEY);
  });
});

/**
 * Replays a recorded trial (the provider closed, no key) and checks it gives the recorded row, wall time aside, and that every
 * answer reached the harness in the same chunks, in the same order, as when it was recorded: the chunks the cassette keeps,
 * several for a stream of several events (`streamsEvents`). The key is in no file of the recording.
 */
async function replaysTheSame(rec: string, recorded: TrialRow, live: string[][], replay: () => Promise<TrialRow>, streamsEvents = true): Promise<void> {
  await provider?.close();
  provider = null;
  const { result: replayed, writes } = await writing(replay);
  // The harness's own stderr aside: Gemini CLI's varies with its start-up timing, whatever the model answers.
  const { harness_stderr: _r, ...row } = byChannel(timeless(replayed));
  const { harness_stderr: _l, ...recordedRow } = byChannel(timeless(recorded));
  expect(row).toEqual(recordedRow);
  expect(sortedWrites(writes)).toEqual(sortedWrites(live));
  expect(sortedWrites(cassetteChunks(rec))).toEqual(sortedWrites(live));
  // A stream of several events came in several chunks (Gemini's answers here are one event each: one chunk).
  expect(live.some((w) => w.length > 1)).toBe(streamsEvents);
  for (const file of filesUnder(rec)) expect(readFileSync(file, 'utf8')).not.toContain(KEY);
}

/** A run's totals as summary.json, summary.md (its line and its table) and report.html show them. */
function reportedTotals(out: string) {
  const markdown = readFileSync(join(out, 'summary.md'), 'utf8').split('\n');
  const html = readFileSync(join(out, 'report.html'), 'utf8');
  return {
    json: JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8')).totals,
    markdown: [markdown.find((l) => l.startsWith('**LLM:')), markdown.find((l) => l.startsWith('| agents |'))],
    html: /<p class="meta" id="run-totals">(.*?)<\/p>/.exec(html)?.[1],
  };
}

/** What those totals must say of a run of one accepted trial that spent `cost`. */
function expectedTotals(cost: TrialRow['cost']) {
  const int = (n: number) => n.toLocaleString('en-US');
  const line = `LLM: ${int(cost.tokens_in)} tokens in, ${int(cost.tokens_out)} out, ${int(cost.tokens_cached!)} cached in, ${usd(cost.cost_usd)}; ${cost.provider_calls} provider calls (0 retries) over 1 trials`;
  return {
    json: { trials: 1, tokens_in: cost.tokens_in, tokens_out: cost.tokens_out, tokens_cached: cost.tokens_cached, cost_usd: cost.cost_usd, provider_calls: cost.provider_calls, provider_retries: 0, unpriced: [] },
    markdown: [`**${line}**`, `| agents | ${int(cost.tokens_in)} | ${int(cost.tokens_out)} | ${usd(cost.cost_usd)} | ${usd(cost.cost_usd)} | ${int(cost.tokens_in + cost.tokens_out)} |`],
    html: line,
  };
}

/** The trial's run id (run seed 1), as its recordings are keyed. */
function runIdOf(row: TrialRow): string {
  return `r1-${digest(trialKey(row)).slice(0, 12)}`;
}

/** A row without what real time changes: its wall and clock times, and when each event happened. */
function timeless(row: TrialRow): TrialRow {
  const { wall_ms: _w, clock_ms: _c, ...cost } = row.cost;
  return { ...row, cost: cost as TrialRow['cost'], ...(row.events ? { events: row.events.map(({ t: _t, ...e }) => e) } : {}) };
}

/**
 * A row's events as two streams, each in its own order: what an ACP agent reported on its session (its messages and
 * tool calls) and the rest (the model's requests, the world's calls). The two arrive on separate channels, so how one
 * interleaves with the other, and with it the events' sequence numbers, varies from run to run whatever the model says.
 */
function byChannel(row: TrialRow): TrialRow & { session_events?: unknown[] } {
  if (row.events === undefined) return row;
  const reported = (e: { type?: unknown }) => e.type === 'reported_message' || e.type === 'reported_tool_call';
  const unnumbered: { type?: unknown }[] = row.events.map(({ seq: _s, ...e }) => e);
  return { ...row, events: unnumbered.filter((e) => !reported(e)) as TrialRow['events'], session_events: unnumbered.filter(reported) };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** `harness-bench ARGS` in a process of its own, not blocking this one (whose provider it talks to). */
function cliAsync(args: string[], env: Record<string, string | undefined>): Promise<{ code: number | null; out: string; err: string }> {
  const merged: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', ...env };
  for (const [k, v] of Object.entries(merged)) if (v === undefined) delete merged[k];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env: merged as NodeJS.ProcessEnv });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, out, err }));
  });
}
