import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { upstreamChoice } from '../../ablations/proposers.js';
import { readStore, trialKey, type TrialRow } from '../../ablations/store.js';
import { digest } from '../../harness/digest.js';
import { resolveHarnesses } from '../../harnesses/configurations.js';
import { ModelServer } from '../../models/server/model-server.js';
import { parseUpstreamModel, type UpstreamOptions } from '../../models/server/upstream.js';
import { findScenario } from '../../scenarios/catalogue.js';
import { agentTrial, installConfigurations } from '../support/agent-trial.js';
import { BIN, cli, ROOT } from '../support/cli.js';
import { runExternalTrial } from '../support/external-trial.js';
import { answerUsage, closedPort, fakeProvider, type Failure, type FakeProvider } from '../support/fake-provider.js';
import { tempDirs } from '../support/temp-dirs.js';
import { usd } from '../../reports/run-totals.js';

/**
 * A real model behind a real harness, played by a local provider (the bench's
 * own model server driven by the scenario's script, on 127.0.0.1): the
 * harness's own requests pass through to it, its answers come back, and the
 * row carries the tokens and money; cassettes record and replay it offline.
 */

const tempDir = tempDirs();
const KEY = 'sk-hb-upstream-test-7d1e5c3a9b';
const NORMAL = findScenario('normal')!;
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
  const start = ModelServer.start.bind(ModelServer);
  ModelServer.start = (o) => {
    const up = o.upstream;
    return start(up === undefined ? o : { ...o, upstream: { ...up, forward: (r, res, e) => (sent.push({ headers: r.headers, body: r.body }), up.forward(r, res, e)) } });
  };
  try {
    return { result: await run(), sent };
  } finally {
    ModelServer.start = start;
  }
}

function trial(harness: typeof agents, model: string, options: UpstreamOptions) {
  const choice = upstreamChoice(parseUpstreamModel(model, { env: { OPENAI_API_KEY: KEY, ANTHROPIC_API_KEY: KEY, GEMINI_API_KEY: KEY }, ...options }));
  return runExternalTrial({ scenario: NORMAL, harness: harness!, proposer: choice, trial: 0, seed: 1, keepEvents: 1 });
}

/** What a row says of the run, apart from its cost and times. */
const judged = (row: TrialRow) => ({ status: row.status, verdict: row.verdict, escaped: row.escaped, defects: row.defects, state: row.state, calls: row.events?.filter((e) => e['type'] === 'call_started').map((e) => e['tool']) });

/** The tokens the provider's answers reported, and what they cost at the price of the model (USD per 1M tokens), answer by answer. */
function providerTokens(p: FakeProvider, price: { input: number; output: number }) {
  const usage = p.received.map((r) => answerUsage(r.answer));
  const tokens_in = usage.reduce((a, u) => a + u.input, 0);
  const tokens_out = usage.reduce((a, u) => a + u.output, 0);
  const cost_usd = usage.reduce((a, u) => a + (u.input * price.input + u.output * price.output) / 1e6, 0);
  return { tokens_in, tokens_out, cost_usd, provider_calls: p.received.length, provider_retries: 0, tokens_cached: 0 };
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
    expect(cost).toEqual({ proposals: 3, calls: 2, retries: 0, approvals_asked: 0, ...providerTokens(provider, { input: 0.15, output: 0.6 }) });
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
    expect(cost).toEqual(providerTokens(provider, { input: 3, output: 15 }));
    expect(JSON.stringify(row)).not.toContain(KEY);
  });

  it('Gemini CLI (the Gemini API, over ACP): the chosen model in the path, its x-goog-api-key; same verdict as the scripted run', async () => {
    provider = await fakeProvider(NORMAL);
    const { result: row, sent } = await capturing(() => trial(gemini, 'gemini:gemini-2.5-flash', { baseUrl: provider!.origin }));
    const scripted = await agentTrial('gemini-cli', NORMAL);
    expect(judged(row)).toEqual(judged(scripted));
    expect(row.proposer).toBe('gemini:gemini-2.5-flash');
    expect(provider.received.map((r) => [r.path.replace(/\?.*$/, ''), r.headers['x-goog-api-key']])).toEqual(sent.map(() => ['/v1beta/models/gemini-2.5-flash:streamGenerateContent', KEY]));
    expect(provider.received.map((r) => r.body)).toEqual(sent.map((s) => s.body));
    const { wall_ms: _w, clock_ms: _c, proposals: _p, calls: _k, retries: _r, approvals_asked: _a, ...cost } = row.cost;
    expect(cost).toEqual(providerTokens(provider, { input: 0, output: 0 }));
    expect(JSON.stringify(row)).not.toContain(KEY);
  });

  it('Codex (Responses, over ACP): the provider gets what the harness sent, model and key its own; same verdict as the scripted run', async () => {
    provider = await fakeProvider(NORMAL);
    const { result: row, sent } = await capturing(() => trial(codex, 'openai:gpt-4.1', { baseUrl: `${provider!.origin}/v1` }));
    const scripted = await agentTrial('codex-acp', NORMAL);
    expect(judged(row)).toEqual(judged(scripted));
    expect(row.proposer).toBe('openai:gpt-4.1');
    expect(provider.received.map((r) => [r.path, r.headers['authorization']])).toEqual(sent.map(() => ['/v1/responses', `Bearer ${KEY}`]));
    expect(provider.received.map((r) => r.body)).toEqual(sent.map((s) => ({ ...s.body, model: 'gpt-4.1' })));
    const { wall_ms: _w, clock_ms: _c, proposals: _p, calls: _k, retries: _r, approvals_asked: _a, ...cost } = row.cost;
    expect(cost).toEqual(providerTokens(provider, { input: 2, output: 8 }));
    expect(JSON.stringify(row)).not.toContain(KEY);
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

  it('harness-bench run --model ... --record, then --replay offline without a key: identical rows, the key in no file and no output; a changed request is a cassette miss', async () => {
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
    // The run's totals, in the terminal as for LLM proposers: the provider's tokens, the money at gpt-4o-mini's price.
    const { tokens_in, tokens_out, cost_usd, provider_calls } = a[0]!.cost;
    expect(recorded.err).toContain(`LLM: ${tokens_in.toLocaleString('en-US')} tokens in, ${tokens_out.toLocaleString('en-US')} out, ${usd(cost_usd)}; ${provider_calls} provider calls (0 retries) over 1 trials\n`);
    expect(cost_usd).toBeCloseTo((tokens_in * 0.15 + tokens_out * 0.6) / 1e6, 12);
    // And in summary.json, summary.md and report.html, the replay's as the recording's: what the provider reported.
    expect({ tokens_in, tokens_out, provider_calls }).toEqual({ tokens_in: served.tokens_in, tokens_out: served.tokens_out, provider_calls: served.provider_calls });
    for (const out of ['a', 'b']) expect(reportedTotals(join(folder, out))).toEqual(expectedTotals(a[0]!.cost));
    for (const text of [recorded.out, recorded.err, replayed.out, replayed.err, ...filesUnder(folder).map((f) => readFileSync(f, 'utf8'))]) expect(text).not.toContain(KEY);

    // A harness that now sends something else: the first recorded request differs.
    const trialDir = join(rec, readdirSync(rec)[0]!);
    const first = join(trialDir, '0001.json');
    const recording = JSON.parse(readFileSync(first, 'utf8')) as { request: { body: string } };
    recording.request.body = recording.request.body.replace('"model":"gpt-4o-mini"', '"model":"gpt-4o-mini","temperature":0');
    writeFileSync(first, JSON.stringify(recording));
    const missed = await cliAsync([...base, '--replay', rec, '--out', join(folder, 'c')], { OPENAI_API_KEY: undefined });
    const [row] = readStore(join(folder, 'c', 'results.jsonl')).rows;
    expect([missed.code, row?.verdict, row?.error?.source]).toEqual([3, 'error', 'scenario']);
    expect(row?.detail).toMatch(new RegExp(`^ReplayMismatchError: cassette miss: request 1 \\(POST /v1/responses\\) of trial ${runIdOf(row!)} is not in the recording: replay of trial ${runIdOf(row!)}, step 1: request body differs from the recording at character \\d+`));
  });

  it('the scripted model and a real one side by side (--proposer scenario --model ...): one scorecard entry per (configuration, model), in the same tables', async () => {
    provider = await fakeProvider(INJECTED);
    const out = join(tempDir('hb-upstream-card-'), 'run');
    const run = await cliAsync(['run', '--harness', 'agents', '--scenario', 'injected_instruction', '--trials', '1', '--proposer', 'scenario', '--model', 'openai:gpt-4o-mini', '--base-url', `${provider.origin}/v1`, '--out', out], { OPENAI_API_KEY: KEY });
    expect(run.code, run.err).toBe(0);
    // Only the real model's trial asked the provider; the scripted model's is played by the bench.
    const rows = readStore(join(out, 'results.jsonl')).rows;
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
      `agents  ${card.harnesses[0].version} (config ${card.harnesses[0].digest}): 0 caught, 1 escaped, 0 not provoked`,
      `agents (openai:gpt-4o-mini)  ${card.harnesses[0].version} (config ${card.harnesses[0].digest}): 0 caught, 1 escaped, 0 not provoked`,
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

  it('Claude Code recorded, then replayed offline without a key: the same row', async () => {
    provider = await fakeProvider(NORMAL);
    const rec = join(tempDir('hb-upstream-claude-'), 'rec');
    const recorded = await trial(claude, 'anthropic:claude-sonnet-4', { baseUrl: provider.origin, record: rec });
    await provider.close();
    provider = null;
    const replayed = await runExternalTrial({ scenario: NORMAL, harness: claude!, proposer: upstreamChoice(parseUpstreamModel('anthropic:claude-sonnet-4', { replay: rec, env: {} })), trial: 0, seed: 1, keepEvents: 1 });
    expect(recorded).toMatchObject({ verdict: 'accepted' });
    expect(timeless(replayed)).toEqual(timeless(recorded));
    for (const file of filesUnder(rec)) expect(readFileSync(file, 'utf8')).not.toContain(KEY);
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
    for (const text of [reference.out, reference.err, mismatch.out, mismatch.err]) expect(text).not.toContain(KEY);
  });
});

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
  const line = `LLM: ${int(cost.tokens_in)} tokens in, ${int(cost.tokens_out)} out, ${usd(cost.cost_usd)}; ${cost.provider_calls} provider calls (0 retries) over 1 trials`;
  return {
    json: { trials: 1, tokens_in: cost.tokens_in, tokens_out: cost.tokens_out, cost_usd: cost.cost_usd, provider_calls: cost.provider_calls, provider_retries: 0, unpriced: [] },
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
