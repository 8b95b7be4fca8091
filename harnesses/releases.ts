import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ConfigError } from '../harness/errors.js';

/**
 * A package's releases, as the npm registry lists them (`npm view PKG
 * versions`, with the user's npm configuration: a mirror or a proxy stays
 * theirs), and `--versions` read against them: a list (`0.18.0,0.19.0`) or
 * the newest N releases (`last:4`; releases only, no prerelease and no
 * platform build such as Codex's `0.171.0-linux-x64`).
 */

const run = promisify(execFile);

/** The form of a version a command line may name: letters, digits, dots, + and - (a safe word for npm and a shell). */
export const VERSION_FORM = /^[0-9A-Za-z][0-9A-Za-z.+-]*$/;

/**
 * Numeric comparison of release versions (`0.9.0` < `0.10.0`); a prerelease
 * (`1.0.0-beta.1`) before its release; anything else by its text.
 */
export function compareVersions(a: string, b: string): number {
  const parse = (v: string) => {
    const [main = '', pre] = v.split(/-(.*)/s, 2);
    return { nums: main.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : Number.NaN)), pre: pre ?? null };
  };
  const pa = parse(a);
  const pb = parse(b);
  for (let i = 0; i < Math.max(pa.nums.length, pb.nums.length); i++) {
    const x = pa.nums[i] ?? 0;
    const y = pb.nums[i] ?? 0;
    if (Number.isNaN(x) || Number.isNaN(y)) return a < b ? -1 : a > b ? 1 : 0;
    if (x !== y) return x - y;
  }
  if (pa.pre === pb.pre) return 0;
  if (pa.pre === null) return 1;
  if (pb.pre === null) return -1;
  return pa.pre < pb.pre ? -1 : 1;
}

/** Every version of the package on the registry, in release order. */
export async function registryVersions(name: string): Promise<string[]> {
  let stdout: string;
  try {
    ({ stdout } = await run('npm', ['view', name, 'versions', '--json'], { timeout: 60_000, maxBuffer: 64 * 1024 * 1024 }));
  } catch (error) {
    const said = String((error as { stderr?: string }).stderr ?? (error as Error).message).split('\n').filter((l) => /\S/.test(l)).slice(0, 3).join(' | ');
    throw new ConfigError(`could not read the versions of ${name} from the npm registry: ${said}`);
  }
  const parsed: unknown = JSON.parse(stdout);
  const list = typeof parsed === 'string' ? [parsed] : Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  return list.sort(compareVersions);
}

/** A release proper: three numbers, nothing after. */
export function isRelease(version: string): boolean {
  return /^\d+\.\d+\.\d+$/.test(version);
}

/** The `--versions` text as a request: named versions, or the newest N releases. */
export type VersionRequest = { kind: 'list'; versions: string[] } | { kind: 'last'; count: number };

export function parseVersions(text: string): VersionRequest {
  const last = /^last:(\d+)$/.exec(text.trim());
  if (last) {
    const count = Number(last[1]);
    if (count < 1 || count > 100) throw new ConfigError(`--versions last:N takes N from 1 to 100, got ${text}`);
    return { kind: 'last', count };
  }
  const versions = text.split(',').map((v) => v.trim()).filter((v) => v !== '');
  if (versions.length === 0) throw new ConfigError('--versions needs a comma-separated list (0.18.0,0.19.0) or last:N');
  for (const v of versions) if (!VERSION_FORM.test(v)) throw new ConfigError(`--versions: ${JSON.stringify(v)} is not a version (like 1.2.3)`);
  if (new Set(versions).size !== versions.length) throw new ConfigError(`--versions names a version twice: ${text}`);
  return { kind: 'list', versions: [...versions].sort(compareVersions) };
}

/** The versions a request names, in release order: `last:N` from the registry's list. */
export function chooseVersions(request: VersionRequest, available: readonly string[]): string[] {
  if (request.kind === 'list') return request.versions;
  return available.filter(isRelease).slice(-request.count);
}
