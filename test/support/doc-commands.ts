import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROOT } from './cli.js';

/**
 * What the tests of the documentation share: the commands of README.md's and
 * docs/*.md's shell blocks, a fresh copy of the checkout to run them in, and
 * a shell to run one as a user types it.
 */

/** A command line of a ```bash or ```sh block: the file it is in and its text. */
export interface DocCommand {
  file: string;
  command: string;
}

/** README.md, then docs/*.md in name order: the files whose commands are the product's. */
export function docFiles(root = ROOT): string[] {
  return ['README.md', ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];
}

/**
 * The command lines of a Markdown text's ```bash and ```sh blocks, in order:
 * a line continued with `\` joined to the next, comment lines dropped and a
 * trailing `# comment` (outside quotes) cut.
 */
export function shellCommands(markdown: string): string[] {
  const commands: string[] = [];
  for (const block of markdown.matchAll(/^```(?:bash|sh)\n([\s\S]*?)^```/gm)) {
    let pending = '';
    for (const raw of block[1]!.split('\n')) {
      const line = `${pending}${raw.trim()}`;
      if (line.endsWith('\\')) {
        pending = `${line.slice(0, -1).trimEnd()} `;
        continue;
      }
      pending = '';
      const command = withoutComment(line).trim();
      if (command !== '') commands.push(command);
    }
  }
  return commands;
}

/** The line up to an unquoted `#` that starts a word (a shell comment). */
function withoutComment(line: string): string {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote !== null) {
      if (c === quote) quote = null;
      else if (c === '\\' && quote === '"') i++;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '\\') i++;
    else if (c === '#' && (i === 0 || /\s/.test(line[i - 1]!))) return line.slice(0, i);
  }
  return line;
}

/** Every command of README.md and docs/*.md, file by file. */
export function documentedCommands(root = ROOT): DocCommand[] {
  return docFiles(root).flatMap((file) => shellCommands(readFileSync(join(root, file), 'utf8')).map((command) => ({ file, command })));
}

/** A command line split into words as a shell splits it (quotes and backslashes; no expansion). */
export function shellWords(command: string): string[] {
  const words: string[] = [];
  let word: string | null = null;
  let quote: string | null = null;
  for (let i = 0; i < command.length; i++) {
    const c = command[i]!;
    if (quote !== null) {
      if (c === quote) quote = null;
      else if (c === '\\' && quote === '"' && i + 1 < command.length) word += command[++i]!;
      else word += c;
    } else if (/\s/.test(c)) {
      if (word !== null) words.push(word);
      word = null;
    } else if (c === "'" || c === '"') {
      quote = c;
      word ??= '';
    } else if (c === '\\' && i + 1 < command.length) word = (word ?? '') + command[++i]!;
    else word = (word ?? '') + c;
  }
  if (word !== null) words.push(word);
  return words;
}

/**
 * The `harness-bench` command in a documented line (`npm run bench -- VERB ...`,
 * `npx harness-bench VERB ...`, after `VAR=value` words and `scripts/env.sh`):
 * its verb and arguments, or null when the line runs something else.
 */
export function benchCommand(command: string): { verb: string; argv: string[] } | null {
  const words = shellWords(command);
  while (words.length > 0 && /^[A-Za-z_][A-Za-z0-9_]*=/.test(words[0]!)) words.shift();
  if (words[0] === 'scripts/env.sh') words.shift();
  let rest: string[] | null = null;
  if (words[0] === 'npm' && words[1] === 'run' && words[2] === 'bench' && words[3] === '--') rest = words.slice(4);
  else if (words[0] === 'npx' && words[1] === 'harness-bench') rest = words.slice(2);
  else if (words[0] === 'harness-bench') rest = words.slice(1);
  if (rest === null || rest.length === 0) return null;
  return { verb: rest[0]!, argv: rest.slice(1) };
}

/**
 * The command with `--FLAG VALUE` set: the documented value replaced, or the
 * flag added at the end when the command has none.
 */
export function withFlag(command: string, flag: string, value: string): string {
  const pattern = new RegExp(`(^|\\s)--${flag}(\\s+|=)\\S+`);
  return pattern.test(command) ? command.replace(pattern, `$1--${flag}$2${value}`) : `${command} --${flag} ${value}`;
}

/**
 * A fresh copy of the checkout in `dir`: what git tracks, as it is here, with
 * what scripts/env.sh has set up (the dependencies, linked, and the sandbox
 * image's tag where env.sh writes it).
 */
export function copyCheckout(dir: string): void {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' }).split('\0').filter((f) => f !== '' && existsSync(join(ROOT, f)));
  for (const file of tracked) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(dir, file));
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  if (existsSync(join(ROOT, '.cache', 'sandbox-image'))) {
    mkdirSync(join(dir, '.cache'));
    copyFileSync(join(ROOT, '.cache', 'sandbox-image'), join(dir, '.cache', 'sandbox-image'));
  }
}

/**
 * The environment a documented command runs in: this one's, this Node first on
 * PATH, no colour, and nothing that would point a command elsewhere than the
 * test means: no provider keys, base URLs or proxies, no display (show serves
 * instead of opening a browser), no CI shard variables, no vitest variables.
 */
export function commandEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (/API_KEY|CUSTOM_HEADERS|PROXY|BASE_URL|^OPENAI_|^ANTHROPIC_|^GEMINI_|^GOOGLE_|^NODE_OPTIONS$|^VITEST|^FORCE_COLOR$|^DISPLAY$|^WAYLAND_DISPLAY$/i.test(k)) continue;
    if (/^(HARNESS_BENCH_SHARD_INDEX|HARNESS_BENCH_SHARD_TOTAL|CI_NODE_INDEX|CI_NODE_TOTAL|JOB_COMPLETION_INDEX)$/.test(k)) continue;
    env[k] = v;
  }
  Object.assign(env, { PATH: `${dirname(process.execPath)}:${process.env['PATH'] ?? ''}`, NO_COLOR: '1', NO_PROXY: '127.0.0.1,localhost', no_proxy: '127.0.0.1,localhost' });
  for (const [k, v] of Object.entries(extra)) {
    if (v === undefined) delete env[k];
    else env[k] = v;
  }
  return env;
}

export interface ShellResult {
  code: number | null;
  /** stdout then stderr. */
  out: string;
}

/**
 * Runs a command line with bash in `cwd`, as a user types it, without blocking
 * this process (a server the test runs keeps answering). `onOutput` sees the
 * output so far, and may interrupt the command (SIGINT, a Ctrl-C). Past
 * `timeoutMs` its process group is killed.
 */
export function shell(command: string, cwd: string, env: NodeJS.ProcessEnv, timeoutMs: number, onOutput?: (out: string, interrupt: () => void) => void): Promise<ShellResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', command], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    let interrupted = false;
    const interrupt = () => {
      if (interrupted) return;
      interrupted = true;
      child.kill('SIGINT');
    };
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString('utf8');
      onOutput?.(`${stdout}${stderr}`, interrupt);
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString('utf8');
      onOutput?.(`${stdout}${stderr}`, interrupt);
    });
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal === null ? null : 128), out: `${stdout}${stderr}` });
    });
  });
}

/** The output's lines, each without its leading and trailing blanks. */
export function outputLines(out: string): string[] {
  return out.split('\n').map((l) => l.trim());
}
