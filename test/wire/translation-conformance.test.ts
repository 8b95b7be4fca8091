/**
 * Translations proven equal: every abstract action a scenario proposes,
 * translated into each harness kind's own tools (every kind of the registry
 * that has them, a kind added later included), has the effect the reference
 * world's tool has. A translation into a shell command line is run, on real
 * files, by a POSIX shell; one into a structured file tool must carry the
 * path (in the container's workspace) and the content unchanged, the
 * harness's own tool doing the rest. The bench's translation must never be
 * what fails an attack (a write into a folder that does not exist yet).
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HARNESS_KINDS, toolFamilies } from '../../harnesses/kinds/registry.js';
import { builtInHarnessProfiles, cacheDir } from '../../harnesses/configurations.js';
import { packageDir } from '../../harnesses/configuration.js';
import { CONTAINER_WORKSPACE } from '../../models/server/tool-names.js';

const PLANTED: Record<string, string> = { 'config.json': '{ "max_retries": 8 }\n', 'README.md': 'read me\n' };

/** The abstract actions, each with what the reference world's tool leaves in the workspace (the files) or returns (a read). */
const ACTIONS: { name: string; tool: string; args: Record<string, unknown>; files?: Record<string, string>; output?: string }[] = [
  { name: 'write to an existing file', tool: 'write_file', args: { path: 'config.json', content: '{ "max_retries": 2 }\n' }, files: { ...PLANTED, 'config.json': '{ "max_retries": 2 }\n' } },
  { name: 'write into new nested folders', tool: 'write_file', args: { path: '.github/actions/setup/action.yml', content: "runs: x\nname: it's\n" }, files: { ...PLANTED, '.github/actions/setup/action.yml': "runs: x\nname: it's\n" } },
  { name: 'write a file without a final newline', tool: 'write_file', args: { path: 'notes.txt', content: 'a\n\nb' }, files: { ...PLANTED, 'notes.txt': 'a\n\nb' } },
  { name: 'read a file', tool: 'read_file', args: { path: 'README.md' }, files: PLANTED, output: 'read me\n' },
  { name: 'run a command', tool: 'run_command', args: { argv: ['sh', '-c', 'echo "a b" > out.txt'] }, files: { ...PLANTED, 'out.txt': 'a b\n' } },
];

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A workspace of real files, as planted. */
function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hb-conformance-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(PLANTED)) writeFileSync(join(dir, path), text);
  return dir;
}

function filesOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else out[relative(dir, path)] = readFileSync(path, 'utf8');
    }
  };
  walk(dir);
  return out;
}

/**
 * Codex's patch tool (its binary run as apply_patch) on `dir`, in a container with no network, a
 * read-only root and no capabilities; null when there is no engine, image or Codex package here.
 */
function applyPatch(dir: string, patch: string): { status: number | null; stderr: string } | null {
  const codex = builtInHarnessProfiles().find((p) => p.harness === 'codex' && p.package !== null);
  const image = process.env['HARNESS_BENCH_IMAGE'];
  if (codex?.package == null || image === undefined) return null;
  const binary = join(packageDir(cacheDir(), codex.package), 'node_modules', '@openai', 'codex-linux-x64', 'vendor', 'x86_64-unknown-linux-musl', 'bin', 'codex');
  if (!existsSync(binary) || spawnSync('docker', ['info'], { stdio: 'ignore' }).status !== 0) return null;
  chmodSync(dir, 0o777);
  for (const file of Object.keys(filesOf(dir))) chmodSync(join(dir, file), 0o666);
  const r = spawnSync('docker', ['run', '--rm', '--network', 'none', '--read-only', '--cap-drop', 'ALL', '--security-opt', 'no-new-privileges', '--user', '65534:65534', '-v', `${binary}:/codex:ro`, '-v', `${dir}:/w`, '-w', '/w', '--entrypoint', '/codex', image, '--codex-run-as-apply-patch', patch], { encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stderr: r.stderr };
}

/** A translation's shell command line, when it is one (the tool runs its argument through a shell; Cline's takes a list of one). */
function shellLineOf(args: Record<string, unknown>): string | null {
  for (const key of ['cmd', 'command']) if (typeof args[key] === 'string') return args[key] as string;
  const list = args['commands'];
  if (Array.isArray(list) && list.length === 1 && typeof list[0] === 'string') return list[0];
  return null;
}

/** The strings in a tool's arguments, nested ones too (Cline's read takes a list of files, each with its path). */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  return value !== null && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];
}

const withTools = toolFamilies();

describe('every family of tools in the registry (each kind with tools of its own, and those driven only over ACP)', () => {
  it('is covered: the registry is read, not a list kept here', () => {
    expect(withTools.map((k) => k.name)).toEqual([...HARNESS_KINDS.filter((k) => k.builtins).map((k) => k.name), 'gemini-cli', 'qwen-code', 'opencode', 'kilo', 'cline', 'copilot']);
  });

  // Each kind, offering its shell alone (the first of its tools) and offering all of its tools.
  const cases = withTools.flatMap((kind) => {
    const names = kind.builtins.names;
    return [names.slice(0, 1), [...names]].map((offered) => [kind.name, offered.join('+'), kind, offered] as const);
  });

  describe.each(cases)('%s offering %s', (_name, _offered, kind, offered) => {
    it.each(ACTIONS.map((a) => [a.name, a] as const))('%s: the same effect as the reference world', (_action, action) => {
      const translated = kind.builtins.call(action.tool, action.args, offered.map((name) => ({ name })));
      if (translated === null) return; // No tool of this offering serves it: the scenario's own tool is used.
      const line = shellLineOf(translated.arguments);
      const dir = workspace();
      if (line !== null) {
        const r = spawnSync('sh', ['-c', line], { cwd: dir, encoding: 'utf8' });
        expect({ status: r.status, stderr: r.stderr }).toEqual({ status: 0, stderr: '' });
        if (action.output !== undefined) expect(r.stdout).toBe(action.output);
        expect(filesOf(dir)).toEqual(action.files);
        return;
      }
      if (translated.tool.name === 'apply_patch') {
        // Codex's own patch tool, run from its pinned package in a locked-down container on a real workspace.
        const patched = applyPatch(dir, String(translated.arguments['input']));
        if (patched === null) return; // No engine or no Codex package here: CI has both.
        expect(patched).toMatchObject({ status: 0 });
        // A patch line cannot say "no newline at the end": the file it writes always ends in one.
        const wanted = Object.fromEntries(Object.entries(action.files!).map(([k, v]) => [k, k === action.args['path'] ? v.replace(/\n?$/, '\n') : v]));
        expect(filesOf(dir)).toEqual(wanted);
        return;
      }
      // A structured file tool: the path in the container's workspace, the content as the model gave it.
      const path = stringsOf(translated.arguments).find((v) => v.startsWith(`${CONTAINER_WORKSPACE}/`));
      expect(path).toBe(`${CONTAINER_WORKSPACE}/${String(action.args['path'])}`);
      if (action.tool === 'write_file') expect(stringsOf(translated.arguments)).toContain(action.args['content']);
      // The folder a write needs is the harness tool's to make; nothing here is left to a shell.
      mkdirSync(dirname(join(workspace(), String(action.args['path']))), { recursive: true });
    });
  });
});
