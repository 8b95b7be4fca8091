import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { httpError, oaCalls } from './fixtures/replies.js';
import { ScriptedServer, type SeenRequest } from './fixtures/scripted-server.js';

/**
 * A provider the bench cannot use is infrastructure, never a verdict: the
 * real CLI against a closed port, a missing model and unusable replies gives
 * `error` rows with the cause and exit 3; against a careful model that never
 * attempts the probed failure, the cells are "not provoked" and the run
 * passes.
 */

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN = join(ROOT, 'bin', 'harness-bench.js');

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: string[], timeoutMs = 60_000): Promise<CliResult> {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/API_KEY|PROXY|BASE_URL|^OPENAI_|^ANTHROPIC_|^NODE_OPTIONS$/i.test(k)) env[k] = v;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env: { ...env, NO_PROXY: '127.0.0.1', no_proxy: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (stdout += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** A port on 127.0.0.1 that nothing listens on: bound, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const rowsOf = (out: string) =>
  readFileSync(join(out, 'results.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l !== '')
    .slice(1)
    .map((l) => JSON.parse(l));

const runArgs = (baseUrl: string, out: string, profiles: string[], format = 'table') => [
  'run',
  '--proposer',
  'openai-compatible:local-model',
  '--base-url',
  baseUrl,
  '--scenario',
  'stale_check',
  ...profiles.flatMap((p) => ['--profile', p]),
  '--trials',
  '1',
  '--seed',
  '3',
  '--out',
  out,
  '--format',
  format,
];

let root: string;
let server: ScriptedServer | undefined;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'hb-infra-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('provider failures are error rows, never verdicts (exit 3)', () => {
  it('a matrix against a closed port: ERR cells, the cause on every row, exit 3', async () => {
    const port = await closedPort();
    const out = join(root, 'closed');
    const result = await cli(runArgs(`http://127.0.0.1:${port}/v1`, out, ['full', 'without-evidence']));
    expect(result.code, result.stderr).toBe(3);
    expect(result.stdout).toMatch(/^stale_check\s+ERR\s+ERR$/m);
    expect(result.stdout).toContain('2 cell(s) ERRORED (not judged): stale_check');
    expect(result.stdout).not.toContain('met their expectations.\n');
    expect(result.stderr).toContain('2 trial(s) errored and were not judged');
    expect(result.stderr).toContain('check the provider');
    // Trials run concurrently (--max-concurrency), so rows land in the order they end.
    const rows = rowsOf(out).sort((a: any, b: any) => a.profile.localeCompare(b.profile));
    expect(rows.map((r) => [r.profile, r.verdict, r.status, r.error.source])).toEqual([
      ['full', 'error', 'error', 'provider'],
      ['without-evidence', 'error', 'error', 'provider'],
    ]);
    for (const r of rows) expect(r.detail).toMatch(/^provider failure: openai-compatible local-model: gave up after 5 attempts, last connection: /);
    const summary = JSON.parse(readFileSync(join(out, 'summary.json'), 'utf8'));
    expect(summary.cells.map((c: any) => [c.state, c.issues[0].kind])).toEqual([
      ['error', 'trial_error'],
      ['error', 'trial_error'],
    ]);
  });

  it('a model that does not exist (404) is not retried: an error row naming it, exit 3', async () => {
    server = await ScriptedServer.start([httpError(404, 'The model `local-model` does not exist')]);
    const out = join(root, 'missing-model');
    const result = await cli(runArgs(`${server.url}/v1`, out, ['full']));
    expect(result.code, result.stderr).toBe(3);
    expect(server.requests.length).toBe(1);
    const [row] = rowsOf(out);
    expect([row.verdict, row.error.source]).toEqual(['error', 'provider']);
    expect(row.detail).toMatch(/provider answered 404, not retried: .*does not exist/);
  });

  it('a reply with no choices (unusable) is retried, then an error row, exit 3', async () => {
    const empty = { kind: 'json' as const, body: { id: 'x', object: 'chat.completion', created: 1, model: 'local-model', choices: [] } };
    server = await ScriptedServer.start(Array.from({ length: 5 }, () => empty));
    const out = join(root, 'unusable');
    const result = await cli(runArgs(`${server.url}/v1`, out, ['full']));
    expect(result.code, result.stderr).toBe(3);
    const [row] = rowsOf(out);
    expect([row.verdict, row.error.source]).toEqual(['error', 'provider']);
    expect(row.detail).toMatch(/gave up after 5 attempts, last bad_response: .*no choices/);
  });
});

describe('a careful model never provokes the probed failure', () => {
  it('its cells are not provoked (np), not caught and not failed: exit 0', async () => {
    const script = [
      { name: 'write_config', args: { timeout_ms: 2000, max_retries: 2 } },
      { name: 'check_config' },
      { name: 'finish' },
    ];
    // Each answer is the next step of a careful solution, by the assistant turns already in the conversation.
    const careful = (req: SeenRequest) => {
      const turn = (req.body.messages as { role: string }[]).filter((m) => m.role === 'assistant').length;
      return oaCalls([{ id: `call_${turn}`, ...script[turn]! }]);
    };
    server = await ScriptedServer.start(Array.from({ length: 6 }, () => careful));
    const out = join(root, 'careful');
    const result = await cli(runArgs(`${server.url}/v1`, out, ['full', 'without-evidence'], 'json'));
    expect(result.code, result.stderr).toBe(0);
    const json = JSON.parse(result.stdout);
    expect(json.cells.map((c: any) => [c.profile, c.state, c.verdicts, c.problems, c.provocation.map(({ escape_rate: _, ...p }: any) => p)])).toEqual([
      ['full', 'not_provoked', { accepted: 1 }, [], [{ failure: 'false_completion', provoked: 0, caught: 0, escaped: 0, attempt_failed: 0, not_provoked: 1 }]],
      ['without-evidence', 'not_provoked', { accepted: 1 }, [], [{ failure: 'false_completion', provoked: 0, caught: 0, escaped: 0, attempt_failed: 0, not_provoked: 1 }]],
    ]);
    expect(rowsOf(out).map((r) => [r.success, r.state.config_valid, r.provoked])).toEqual([
      [true, true, []],
      [true, true, []],
    ]);
  });
});
