import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UNTRUSTED_SENTENCE } from '../../models/llm/prompt.js';
import { runTotalsLine } from '../../reports/run-totals.js';
import { findScenario } from '../../scenarios/catalogue.js';
import { anCalls, httpError, oaCalls, type Call } from './fixtures/replies.js';
import { ScriptedServer, type Reply, type SeenRequest } from './fixtures/scripted-server.js';

/**
 * End to end: the real CLI (`bin/harness-bench.js run`) as a subprocess, with
 * an LLM proposer pointed at a provider stand-in on 127.0.0.1. The stand-in is
 * a scripted "model" that reads each request (conversation so far, tool ids it
 * handed out) to decide its next tool call, and keeps the usage it reported per
 * trial so the rows' token counts can be checked against it.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN = join(ROOT, 'bin', 'harness-bench.js');

const GOOD = { timeout_ms: 2000, max_retries: 2 };
const BAD = { timeout_ms: 2000, max_retries: 8 };
/** What the model does in each scenario, one tool call per turn. */
const SCRIPTS: Record<string, { name: string; args?: unknown }[]> = {
  stale_check: [{ name: 'write_config', args: GOOD }, { name: 'check_config' }, { name: 'write_config', args: BAD }, { name: 'finish' }],
  publish: [{ name: 'publish' }],
};
const LAB1_TOOLS = ['read_config', 'write_config', 'check_config', 'finish'];
const SCENARIOS = ['stale_check', 'publish'] as const;
const PROFILES = ['full', 'without-evidence'] as const;

/** The matrix's plan order (scenario x profile x trial), which a --jobs 1 run follows. */
function plan(trials: number): { scenario: string; profile: string; trial: number }[] {
  return SCENARIOS.flatMap((scenario) => PROFILES.flatMap((profile) => Array.from({ length: trials }, (_, trial) => ({ scenario, profile, trial }))));
}

type Protocol = 'openai' | 'anthropic';

interface TrialLog {
  scenario: string;
  requests: number;
  tokensIn: number;
  tokensOut: number;
}

/** A fault injected before the model answers: `final` ends the trial (not retried by the proposer). */
type Fault = (trial: number, step: number, attempt: number, request: SeenRequest) => { reply: Reply; final: boolean } | undefined;

/**
 * The scripted model. stale_check and publish are both lab-1 scenarios: same
 * system prompt, task and tools, so a request alone cannot tell them apart. A
 * fresh conversation (no assistant turn yet) is therefore the next trial of
 * the plan (the CLI runs them one at a time in plan order); every later
 * request names its trial through the tool-call ids this model handed out
 * (`call_t<trial>_s<step>`), which come back in the conversation.
 */
class ScriptedModel {
  readonly trials: TrialLog[] = [];
  readonly problems: string[] = [];
  readonly #plan: readonly string[];
  readonly #protocol: Protocol;
  readonly #fault: Fault | undefined;
  readonly #attempts = new Map<string, number>();
  /** A fresh conversation answered with a retryable fault: its retry is the same trial. */
  #retrying: number | null = null;

  constructor(planScenarios: readonly string[], protocol: Protocol, fault?: Fault) {
    this.#plan = planScenarios;
    this.#protocol = protocol;
    this.#fault = fault;
  }

  /** Ids of the tool calls of each assistant turn so far, in order. */
  #turns(body: any): string[][] {
    const messages: any[] = Array.isArray(body?.messages) ? body.messages : [];
    const assistants = messages.filter((m) => m.role === 'assistant');
    if (this.#protocol === 'openai') return assistants.map((m) => (m.tool_calls ?? []).map((c: any) => String(c.id)));
    return assistants.map((m) => (Array.isArray(m.content) ? m.content : []).filter((b: any) => b.type === 'tool_use').map((b: any) => String(b.id)));
  }

  readonly reply = (request: SeenRequest): Reply => {
    const turns = this.#turns(request.body);
    let trial: number;
    if (turns.length === 0) trial = this.#retrying ?? this.trials.length;
    else {
      const ids = turns.map((ids) => (ids.length === 1 ? /^(?:call|toolu)_t(\d+)_s(\d+)$/.exec(ids[0]!) : null));
      if (ids.some((m) => m === null) || ids.some((m, i) => Number(m![2]) !== i || m![1] !== ids[0]![1])) {
        this.problems.push(`request ${request.url}: conversation does not continue one trial: ${JSON.stringify(turns)}`);
        return httpError(400, 'conversation does not continue one trial');
      }
      trial = Number(ids[0]![1]);
    }
    const step = turns.length;
    const key = `${trial}:${step}`;
    const attempt = this.#attempts.get(key) ?? 0;
    this.#attempts.set(key, attempt + 1);
    const scenario = this.#plan[trial];
    if (scenario === undefined) {
      this.problems.push(`a trial beyond the plan of ${this.#plan.length}`);
      return httpError(400, 'more trials than planned');
    }
    if (step === 0 && attempt === 0) this.trials.push({ scenario, requests: 0, tokensIn: 0, tokensOut: 0 });
    const log = this.trials[trial]!;
    log.requests += 1;
    const fault = this.#fault?.(trial, step, attempt, request);
    this.#retrying = fault !== undefined && !fault.final && step === 0 ? trial : null;
    if (fault !== undefined) return fault.reply;
    const action = SCRIPTS[scenario]![step];
    if (action === undefined) {
      this.problems.push(`trial ${trial} (${scenario}) asked for turn ${step + 1}, beyond its script`);
      return httpError(400, 'beyond the script');
    }
    // Distinct usage per trial and turn, so a row summing the wrong requests would show.
    const tokens = { in: 500 + 40 * step + 3 * trial, out: 9 + 2 * step + trial };
    log.tokensIn += tokens.in;
    log.tokensOut += tokens.out;
    const call: Call = { id: `${this.#protocol === 'openai' ? 'call' : 'toolu'}_t${trial}_s${step}`, name: action.name, args: action.args ?? {} };
    return this.#protocol === 'openai' ? oaCalls([call], tokens) : anCalls([call], tokens);
  };
}

async function startModel(model: ScriptedModel, capacity = 100): Promise<ScriptedServer> {
  return ScriptedServer.start(Array.from({ length: capacity }, () => model.reply));
}

/** The subprocess environment: no provider keys, custom headers, proxies or base URLs from the outside. */
function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (/API_KEY|CUSTOM_HEADERS|PROXY|BASE_URL|^OPENAI_|^ANTHROPIC_|^NODE_OPTIONS$/i.test(k)) continue;
    env[k] = v;
  }
  return { ...env, NO_PROXY: '127.0.0.1,localhost', no_proxy: '127.0.0.1,localhost', ...extra };
}

interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI asynchronously (the provider stand-in lives in this process). */
function cli(args: string[], env: Record<string, string> = {}, timeoutMs = 30_000): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env: cleanEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function readRows(outDir: string): { header: any; rows: any[] } {
  const lines = readFileSync(join(outDir, 'results.jsonl'), 'utf8').split('\n').filter((l) => l !== '');
  const [header, ...rows] = lines.map((l) => JSON.parse(l));
  return { header, rows };
}

function withoutWallMs(row: any): any {
  const { wall_ms: _wall, ttft_ms: _ttft, tokens_per_s: _rate, ...cost } = row.cost;
  return { ...row, cost };
}

function matrixArgs(proposer: string, baseUrl: string | null, out: string, trials = 2): string[] {
  return [
    'run',
    '--proposer',
    proposer,
    ...(baseUrl === null ? [] : ['--base-url', baseUrl]),
    ...SCENARIOS.flatMap((s) => ['--scenario', s]),
    ...PROFILES.flatMap((p) => ['--profile', p]),
    '--trials',
    String(trials),
    '--seed',
    '5',
    '--jobs',
    '1',
    // The scripted model tells trials apart by plan order: one trial in flight at a time.
    '--max-concurrency',
    '1',
    '--out',
    out,
    '--format',
    'json',
  ];
}

const describeResult = (r: CliResult) => `exit ${r.code} (signal ${r.signal})\n--- stdout\n${r.stdout.slice(0, 4000)}\n--- stderr\n${r.stderr.slice(0, 4000)}`;

/**
 * What the matrix must show for a model that makes a stale completion in
 * stale_check and calls publish in publish: the evidence control catches the
 * stale finish under full, it escapes with the control removed, and the
 * allowlist stops publish under both profiles. All expectations hold: exit 0.
 */
function expectMatrix(result: CliResult, proposer: string): any {
  expect(result.code, describeResult(result)).toBe(0);
  const json = JSON.parse(result.stdout);
  expect(json.ok).toBe(true);
  // The cells are summary.json's: rates per failure and defect kind; these expectations read their counts.
  const counts = (rates: Record<string, { k: number }>) => Object.fromEntries(Object.entries(rates).filter(([, r]) => r.k > 0).map(([kind, r]) => [kind, r.k]));
  const cells = Object.fromEntries(json.cells.map((c: any) => [`${c.scenario}/${c.profile}`, { ...c, escapes: counts(c.escapes), defects: counts(c.defect_kinds) }]));
  expect(Object.keys(cells).sort()).toEqual(['publish/full', 'publish/without-evidence', 'stale_check/full', 'stale_check/without-evidence']);
  for (const cell of json.cells) {
    expect(cell.proposer).toBe(proposer);
    expect(cell.trials).toBe(2);
    expect(cell.problems).toEqual([]);
  }
  expect(cells['stale_check/full']).toMatchObject({ state: 'caught', escapes: {}, must_catch: ['false_completion'], must_escape: [] });
  expect(cells['stale_check/without-evidence']).toMatchObject({
    state: 'escaped',
    escapes: { false_completion: 2 },
    defects: { false_completion: 2 },
    verdicts: { defect: 2 },
    must_escape: ['false_completion'],
  });
  expect(cells['publish/full']).toMatchObject({ state: 'caught', escapes: {}, defects: {}, must_catch: ['unauthorized_effect'] });
  expect(cells['publish/without-evidence']).toMatchObject({ state: 'caught', escapes: {}, defects: {}, must_catch: ['unauthorized_effect'] });
  return json;
}

/**
 * The run's totals where people look: the terminal, summary.json, summary.md
 * and the HTML header, equal to what the server reported; an unpriced model
 * is a visible warning in each.
 */
function expectTotals(result: CliResult, out: string, model: ScriptedModel, proposer: string, price: { input: number; output: number } | null): void {
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const tokensIn = sum(model.trials.map((t) => t.tokensIn));
  const tokensOut = sum(model.trials.map((t) => t.tokensOut));
  const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
  expect(Object.keys(summary).slice(0, 3)).toEqual(['report_version', 'source', 'totals']);
  const { cost_usd: usd, ...totals } = summary.totals;
  expect(totals).toEqual({ trials: 8, tokens_in: tokensIn, tokens_out: tokensOut, provider_calls: 20, provider_retries: 0, unpriced: price === null ? [proposer] : [] });
  if (price === null) expect(usd).toBe(0);
  else expect(usd).toBeCloseTo((tokensIn * price.input + tokensOut * price.output) / 1_000_000, 12);
  const line = runTotalsLine(summary.totals);
  expect(line).toContain(`LLM: ${tokensIn.toLocaleString('en-US')} tokens in, ${tokensOut.toLocaleString('en-US')} out, `);
  expect(result.stderr).toContain(line);
  const markdown = readFileSync(join(out, 'summary.md'), 'utf8');
  expect(markdown).toContain(`${tokensIn.toLocaleString('en-US')} tokens in`);
  expect(markdown).toContain('| profile | tokens in | tokens out | USD | USD per accepted result | tokens per accepted result |');
  const html = readFileSync(join(out, 'report.html'), 'utf8');
  expect(html).toContain(`<p class="meta" id="run-totals">${line}`);
  const warning = `no price known for ${proposer}: its cost counts as 0 USD`;
  for (const where of [result.stderr, markdown, html, JSON.stringify(summary.warnings)]) {
    if (price === null) expect(where).toContain(warning);
    else expect(where).not.toContain('no price known');
  }
}

/** Rows: one per planned trial, each with the tokens the server reported for that trial's requests. */
function expectRows(outDir: string, model: ScriptedModel, proposer: string): any[] {
  const { header, rows } = readRows(outDir);
  expect(header).toMatchObject({ kind: 'header', run_seed: 5, trials: 2, proposers: [proposer] });
  const planned = plan(2);
  expect(rows.length).toBe(planned.length);
  expect(model.trials.map((t) => t.scenario)).toEqual(planned.map((p) => p.scenario));
  for (const row of rows) {
    const index = planned.findIndex((p) => p.scenario === row.scenario && p.profile === row.profile && p.trial === row.trial);
    expect(index, JSON.stringify(row)).toBeGreaterThanOrEqual(0);
    const served = model.trials[index]!;
    expect(row.proposer).toBe(proposer);
    expect(row.cost.tokens_in).toBeGreaterThan(0);
    expect(row.cost.tokens_out).toBeGreaterThan(0);
    expect({ tokens_in: row.cost.tokens_in, tokens_out: row.cost.tokens_out }, JSON.stringify(row)).toEqual({ tokens_in: served.tokensIn, tokens_out: served.tokensOut });
    // Every request the server saw for this trial is a provider call in its row; none was retried here.
    expect([row.cost.provider_calls, row.cost.provider_retries]).toEqual([served.requests, 0]);
    // Streamed by default: the time to the first token is measured (real time, so only its presence is exact).
    expect(typeof row.cost.ttft_ms).toBe('number');
    if (row.scenario === 'stale_check') {
      expect(served.requests).toBe(4);
      expect(row.cost.proposals).toBe(4);
      if (row.profile === 'full') expect([row.verdict, row.escaped]).toEqual(['safe_stop', []]);
      else expect([row.status, row.verdict, row.escaped]).toEqual(['complete', 'defect', ['false_completion']]);
    } else {
      expect(served.requests).toBe(1);
      expect([row.status, row.escaped, row.defects]).toEqual(['tool_denied', [], []]);
    }
  }
  return rows;
}

const TASK = findScenario('stale_check')!.task;

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'cli-e2e-'));
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('harness-bench run with an LLM proposer, end to end through the CLI', () => {
  // Shared by the record and the replay test.
  let recorded: { out: string; rec: string; port: string; json: any; rows: any[] } | undefined;

  it('openai-compatible: the matrix against a local chat-completions server, recorded', async () => {
    const model = new ScriptedModel(plan(2).map((p) => p.scenario), 'openai');
    server = await startModel(model);
    const out = join(root, 'oa-out');
    const rec = join(root, 'oa-rec');
    const result = await cli([...matrixArgs('openai-compatible:local-model', `${server.url}/v1`, out), '--record', rec]);

    const json = expectMatrix(result, 'openai-compatible:local-model');
    expect(model.problems).toEqual([]);
    // 4 stale_check trials x 4 turns + 4 publish trials x 1 turn, nothing beyond the script.
    expect(server.requests.length).toBe(20);
    expect(server.extra).toBe(0);
    for (const r of server.requests) {
      expect([r.method, r.url]).toEqual(['POST', '/v1/chat/completions']);
      // No key in the environment: the placeholder, never another provider's key.
      expect(r.headers['authorization']).toBe('Bearer not-needed');
      expect(r.body.model).toBe('local-model');
      // Streamed by default: the stand-in answers with server-sent events.
      expect(Object.keys(r.body).sort()).toEqual(['messages', 'model', 'stream', 'stream_options', 'tools']);
      expect(r.body.tools.map((t: any) => [t.type, t.function.name])).toEqual(LAB1_TOOLS.map((n) => ['function', n]));
    }
    const first = server.requests[0]!.body;
    expect(first.messages.map((m: any) => m.role)).toEqual(['system', 'user']);
    expect(first.messages[0].content).toContain(UNTRUSTED_SENTENCE);
    expect(first.messages[1]).toEqual({ role: 'user', content: TASK });
    const writeSchema = first.tools[1].function.parameters;
    expect(Object.keys(writeSchema.properties).sort()).toEqual(['max_retries', 'timeout_ms']);
    // The tool results answer the ids the model handed out, one per call.
    const last = server.requests[3]!.body.messages;
    expect(last.filter((m: any) => m.role === 'tool').map((m: any) => m.tool_call_id)).toEqual(['call_t0_s0', 'call_t0_s1', 'call_t0_s2']);

    const rows = expectRows(out, model, 'openai-compatible:local-model');
    expectTotals(result, out, model, 'openai-compatible:local-model', null);
    // One recording folder per trial, one file per request.
    const recordings = filesUnder(rec);
    expect(recordings.length).toBe(20);
    recorded = { out, rec, port: new URL(server.url).port, json, rows };
  });

  it('anthropic: the same matrix against a local messages-API server (base URL from --base-url)', async () => {
    const KEY = 'sk-ant-e2e-FAKEKEY-0001';
    const model = new ScriptedModel(plan(2).map((p) => p.scenario), 'anthropic');
    server = await startModel(model);
    const out = join(root, 'an-out');
    const rec = join(root, 'an-rec');
    const prices = join(root, 'an-prices.json');
    writeFileSync(prices, JSON.stringify({ as_of: '2026-11-30', models: { 'claude-test': { input: 3, output: 15 } } }));
    const result = await cli([...matrixArgs('anthropic:claude-test', server.url, out), '--record', rec, '--prices', prices], { ANTHROPIC_API_KEY: KEY });

    expectMatrix(result, 'anthropic:claude-test');
    expect(model.problems).toEqual([]);
    expect(server.requests.length).toBe(20);
    expect(server.extra).toBe(0);
    for (const r of server.requests) {
      expect([r.method, r.url]).toEqual(['POST', '/v1/messages']);
      expect(r.headers['authorization']).toBe(`Bearer ${KEY}`);
      expect(r.headers['anthropic-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Object.keys(r.body).sort()).toEqual(['max_tokens', 'messages', 'model', 'stream', 'system', 'tools']);
      expect([r.body.model, r.body.max_tokens]).toEqual(['claude-test', 1024]);
      expect(r.body.tools.map((t: any) => t.name)).toEqual(LAB1_TOOLS);
      expect(r.body.system).toContain(UNTRUSTED_SENTENCE);
    }
    expect(server.requests[0]!.body.messages).toEqual([{ role: 'user', content: [{ type: 'text', text: TASK }] }]);
    const fourth = server.requests[3]!.body.messages;
    expect(fourth.map((m: any) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant', 'user', 'assistant', 'user']);
    expect(fourth.filter((m: any) => m.role === 'user').slice(1).map((m: any) => m.content.map((b: any) => b.tool_use_id))).toEqual([['toolu_t0_s0'], ['toolu_t0_s1'], ['toolu_t0_s2']]);

    expectRows(out, model, 'anthropic:claude-test');
    expectTotals(result, out, model, 'anthropic:claude-test', { input: 3, output: 15 });
    for (const file of [...filesUnder(out), ...filesUnder(rec)]) expect(readFileSync(file, 'utf8'), file).not.toContain(KEY);
    expect(result.stdout + result.stderr).not.toContain(KEY);
  });

  it('replay: the recorded openai-compatible run again, offline and keyless, gives the same rows', async () => {
    expect(recorded, 'the recorded run must have passed').toBeDefined();
    const { rec, port, json, rows } = recorded!;
    // The recording server is closed: anything contacted would be refused. Same options as the recorded run.
    const out = join(root, 'oa-replay');
    const replay = await cli([...matrixArgs('openai-compatible:local-model', `http://127.0.0.1:${port}/v1`, out), '--replay', rec]);
    expect(replay.code, describeResult(replay)).toBe(0);
    const replayed = readRows(out);
    expect(replayed.rows.map(withoutWallMs)).toEqual(rows.map(withoutWallMs));
    // The same header but for the arguments each run was started with (--record, then --replay).
    const { argv: replayArgv, ...replayHeader } = replayed.header;
    const { argv: _recordArgv, ...recordHeader } = readRows(recorded!.out).header;
    expect(replayHeader).toEqual(recordHeader);
    expect(replayArgv).toContain('--replay');
    const again = JSON.parse(replay.stdout);
    // The cells' cost figures include measured wall time, the one thing a replay does not repeat.
    const withoutWall = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (key, v) => (key === 'wall_ms' ? undefined : v)));
    expect(withoutWall({ cells: again.cells, controls: again.controls, ok: again.ok })).toEqual(withoutWall({ cells: json.cells, controls: json.controls, ok: json.ok }));

    // The documented form: no --base-url at all when replaying.
    const out2 = join(root, 'oa-replay-2');
    const bare = await cli([...matrixArgs('openai-compatible:local-model', null, out2), '--replay', rec]);
    expect(bare.code, describeResult(bare)).toBe(0);
    expect(readRows(out2).rows.map(withoutWallMs)).toEqual(rows.map(withoutWallMs));
  });

  it('the key is never written: not in results, reports, recordings, stdout or stderr, even when the server echoes it', async () => {
    const LEAK = 'sk-test-LEAKCHECK-e2e';
    const OTHER = 'sk-test-WRONGVARIABLE-e2e';
    const planned = plan(1);
    const echoAuth = (r: SeenRequest) => `${String(r.headers['authorization'])} ${String(r.headers['x-api-key'])}`;
    // The first request gets a 500 that echoes the Authorization header (retried); the last trial gets a 401 echoing it (not retried).
    const model = new ScriptedModel(
      planned.map((p) => p.scenario),
      'openai',
      (trial, step, attempt, r) =>
        trial === 0 && step === 0 && attempt === 0
          ? { reply: httpError(500, `server error for ${echoAuth(r)}`), final: false }
          : trial === planned.length - 1
            ? { reply: httpError(401, `invalid key ${echoAuth(r)}`), final: true }
            : undefined,
    );
    server = await startModel(model);
    const out = join(root, 'leak-out');
    const rec = join(root, 'leak-rec');
    const args = matrixArgs('openai-compatible:local-model', `${server.url}/v1`, out, 1).map((a) => (a === 'json' ? 'jsonl' : a));
    const result = await cli([...args, '--record', rec], { OPENAI_COMPATIBLE_API_KEY: LEAK, OPENAI_API_KEY: OTHER });

    expect(model.problems).toEqual([]);
    // The provider's 401 is infrastructure: an error row, no verdict, exit 3.
    expect(result.code, describeResult(result)).toBe(3);
    // The key did reach the server (and only the openai-compatible one).
    expect(server.requests.length).toBe(1 + 4 + 4 + 1 + 1);
    for (const r of server.requests) expect(r.headers['authorization']).toBe(`Bearer ${LEAK}`);
    expect(server.requests.some((r) => r.text.includes(OTHER) || JSON.stringify(r.headers).includes(OTHER))).toBe(false);

    const { rows } = readRows(out);
    expect(rows.length).toBe(planned.length);
    const failed = rows.find((r) => r.scenario === 'publish' && r.profile === 'without-evidence')!;
    expect([failed.status, failed.verdict, failed.error?.source]).toEqual(['error', 'error', 'provider']);
    expect(failed.detail).toContain('[redacted]');
    const written = [...filesUnder(out), ...filesUnder(rec)];
    expect(written.length).toBeGreaterThan(1);
    for (const file of written) {
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toContain(LEAK);
      expect(text, file).not.toContain('LEAKCHECK');
      expect(text, file).not.toContain(OTHER);
    }
    // The echoed header is in the recording, redacted.
    expect(written.some((f) => readFileSync(f, 'utf8').includes('server error for Bearer [redacted]'))).toBe(true);
    expect(result.stdout).toContain('"verdict":"error"');
    for (const stream of [result.stdout, result.stderr]) {
      expect(stream).not.toContain('LEAKCHECK');
      expect(stream).not.toContain(OTHER);
    }
  });
});

describe('bounded waits, end to end through the CLI', () => {
  it('a server that never answers costs each trial at most --trial-timeout, each attempt at most --request-timeout', async () => {
    server = await ScriptedServer.start(Array.from({ length: 50 }, () => ({ kind: 'hang' }) as Reply));
    const out = join(root, 'stalled-out');
    const result = await cli([
      'run',
      '--proposer',
      'openai-compatible:local-model',
      '--base-url',
      `${server.url}/v1`,
      '--scenario',
      'stale_check',
      '--profile',
      'full',
      '--trials',
      '2',
      '--max-concurrency',
      '2',
      '--request-timeout',
      '0.2',
      '--trial-timeout',
      '3',
      '--out',
      out,
    ]);
    const { rows } = readRows(out);
    // A trial cut by the bench's own cap has no verdict: an error row with its cause, exit 3.
    expect(result.code).toBe(3);
    expect(rows.map((r) => [r.status, r.verdict, r.error?.source])).toEqual([
      ['error', 'error', 'provider'],
      ['error', 'error', 'provider'],
    ]);
    // Each trial ended at its cap (had it not, the row would name a failed request, after 5 x 60 s of them).
    for (const row of rows) expect(row.detail).toMatch(/^provider failure: openai-compatible local-model: the trial's wall-clock cap \(3 s, --trial-timeout\) was reached /);
    // Attempts of 0.2 s, with backoffs of 0.25-0.5, 0.5-1 and 1-2 s between them: a fourth attempt begins at 2.35 s at
    // the earliest and a fifth never within the 3 s cap (timers never fire early), so at most 4 a trial; the second
    // begins by 0.7 s, so at least 2 a trial unless the machine stalls its timers for over 2 s. More attempts than
    // trials: the request timeout, not the trial's cap, ended the first attempt of each.
    expect(server.requests.length).toBeGreaterThanOrEqual(4);
    expect(server.requests.length).toBeLessThanOrEqual(8);
    expect(result.signal).toBeNull();
  });
});
