import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { packageDir, type HarnessConfiguration } from './configuration.js';
import { unpackSeaAsset } from './sea-asset.js';

const ROOT = join(import.meta.dirname, '..');

/**
 * The command that installs a configuration's package at its version, as the user can type it where
 * they are: in a checkout, the set-up script (`scripts/env.sh`); in an installed package, which ships
 * no set-up script, the package's own installer (`npx tsx node_modules/harness-bench/scripts/install-harnesses.ts
 * NAME@VERSION`). It names the package itself, so it installs what was asked for: a release other
 * than the pinned one, or the package of a configuration that no built-in one pins (any ACP agent).
 */
export function installCommand(pkg: { name: string; version: string }, root = ROOT, cwd = process.cwd()): string {
  const path = (file: string) => relative(cwd, join(root, file)) || file;
  const spec = `${pkg.name}@${pkg.version}`;
  if (existsSync(join(root, 'scripts', 'env.sh'))) return `HARNESS_BENCH_HARNESSES=${spec} ${path('scripts/env.sh')} true`;
  return `npx tsx ${path('scripts/install-harnesses.ts')} ${spec}`;
}

/**
 * `name@version` (the name scoped or not, the version a release's: it starts with a digit, so no tag such as
 * `latest`): a package as the installer takes it beside kind and configuration names; null for any other text.
 */
export function parsePackageSpec(text: string): { name: string; version: string } | null {
  const m = /^((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*)@(\d[0-9A-Za-z.+-]*)$/.exec(text);
  return m === null ? null : { name: m[1]!, version: m[2]! };
}

/**
 * What a package needs once npm has installed it, before it can run in a container: work its program would
 * otherwise do on its first start, done once here. GitHub Copilot CLI's program is a Node single-executable
 * application that unpacks its app (an archive inside it, 235 MB unpacked, with native parts) into HOME on
 * its first start, which a trial's HOME (64 MiB, not executable) cannot hold: it is unpacked into
 * `copilot-dist/`, which its configurations run with the image's node.
 */
const AFTER_INSTALL: Readonly<Record<string, (dir: string) => void>> = {
  '@github/copilot': (dir) => unpackSeaAsset(join(dir, 'node_modules', '@github', 'copilot-linux-x64', 'copilot'), 'copilot.tgz', join(dir, 'copilot-dist')),
};

/**
 * Installs a harness profile's pinned package into the cache
 * ($HARNESS_BENCH_CACHE/harnesses/<name>-<version>) with npm, from the npm
 * registry only; nothing when it is already there. Returns the folder.
 */
export function installHarnessPackage(profile: Pick<HarnessConfiguration, 'package'>, cache: string, log: (line: string) => void = () => {}): string | null {
  if (profile.package === null) return null;
  const dir = packageDir(cache, profile.package);
  const spec = `${profile.package.name}@${profile.package.version}`;
  if (existsSync(join(dir, 'node_modules', profile.package.name, 'package.json'))) {
    makeReady(profile.package.name, spec, dir);
    return dir;
  }
  log(`installing ${spec} into ${dir}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify({ private: true, description: `harness-bench cache: ${spec}` })}\n`);
  // A package's install script may run the harness (OpenCode's runs `opencode --version`, which lays out its
  // folders under HOME): it gets a HOME of its own, removed after; npm keeps its cache where it was.
  const home = mkdtempSync(join(tmpdir(), 'hb-install-home-'));
  try {
    // npm's cache and its user configuration (a registry, a mirror, a proxy) stay the user's.
    const env = { ...process.env, HOME: home, npm_config_cache: process.env['npm_config_cache'] ?? join(homedir(), '.npm'), npm_config_userconfig: process.env['npm_config_userconfig'] ?? join(homedir(), '.npmrc') };
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-save', '--ignore-scripts=false', spec], { cwd: dir, env, stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    // Nothing half-installed stays in the cache; npm's own words say why.
    rmSync(dir, { recursive: true, force: true });
    const said = String((error as { stderr?: Buffer | string }).stderr ?? '').split('\n').filter((l) => /\S/.test(l) && !/^npm (error|ERR!) (A complete log|$)/.test(l)).slice(0, 6).join(' | ');
    throw new InstallError(`npm could not install ${spec}${said ? `: ${said}` : ''}`);
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
  // A package that npm installed but that could not be made ready stays: the next install makes it ready.
  makeReady(profile.package.name, spec, dir);
  return dir;
}

/** A package's work after install (AFTER_INSTALL), when it has some and it is not done yet. */
function makeReady(name: string, spec: string, dir: string): void {
  try {
    AFTER_INSTALL[name]?.(dir);
  } catch (error) {
    throw new InstallError(`${spec} installed, but could not be made ready to run: ${(error as Error).message}`);
  }
}

export class InstallError extends Error {
  override name = 'InstallError';
}

/** Installs a configuration's release when it is missing; null when it is there, else why it could not be installed. */
export function installRelease(profile: Pick<HarnessConfiguration, 'package'>, cache: string, log: (line: string) => void = () => {}): string | null {
  try {
    installHarnessPackage(profile, cache, log);
    return null;
  } catch (error) {
    if (error instanceof InstallError) return error.message;
    throw error;
  }
}
