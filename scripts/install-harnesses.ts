import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { builtInHarnessProfiles, cacheDir, loadHarnessConfiguration } from '../harnesses/configurations.js';
import { InstallError, installHarnessPackage, parsePackageSpec } from '../harnesses/install.js';
import type { HarnessConfiguration } from '../harnesses/configuration.js';

/**
 * scripts/env.sh step 6: installs into the cache the pinned packages of what is named on the
 * command line: harness kinds (openai-agents), configuration names (codex-ww), `all`, configuration
 * files (my-agent.yaml: the package it names, any ACP agent among them) or packages themselves
 * (`@scope/name@1.2.3`: a release other than the pinned one). Usage:
 * tsx scripts/install-harnesses.ts openai-agents codex my-agent.yaml @openai/codex@0.170.0
 * (names separated by spaces or commas, as HARNESS_BENCH_HARNESSES may give them)
 */
const wanted = process.argv.slice(2).flatMap((a) => a.split(',')).map((a) => a.trim()).filter((a) => a !== '');
const builtIn = builtInHarnessProfiles();
const packages: Pick<HarnessConfiguration, 'package'>[] = [];
const unknown: string[] = [];
for (const item of wanted) {
  const spec = parsePackageSpec(item);
  if (/\.(ya?ml|json)$/.test(item)) {
    // A relative path is the caller's: scripts/env.sh runs this from the checkout's root and says where the caller stood.
    const file = resolve(process.env['HARNESS_BENCH_CALLER_DIR'] ?? process.cwd(), item);
    if (!existsSync(file)) unknown.push(`${item} (no such file)`);
    else packages.push(configurationFile(file));
  } else if (spec !== null) packages.push({ package: spec });
  else {
    const named = builtIn.filter((p) => item === 'all' || p.harness === item || p.name === item);
    if (named.length === 0) unknown.push(item);
    packages.push(...named);
  }
}
if (unknown.length > 0) {
  const known = [...new Set(builtIn.map((p) => p.harness))].sort().join(', ');
  process.stderr.write(`setup: no harness configuration for ${unknown.join(', ')} (harness kinds: ${known}; or a configuration's name, a configuration file, a package as name@version, or all)\n`);
  process.exit(2);
}
const done = new Set<string>();
for (const profile of packages) {
  let dir: string | null;
  try {
    dir = installHarnessPackage(profile, cacheDir(), (line) => process.stderr.write(`setup: ${line}\n`));
  } catch (error) {
    if (!(error instanceof InstallError)) throw error;
    process.stderr.write(`setup: ${error.message}\n`);
    process.exit(1);
  }
  if (dir !== null && !done.has(dir)) {
    done.add(dir);
    process.stderr.write(`setup: ${profile.package!.name}@${profile.package!.version} ready in ${dir}\n`);
  }
}

/** A configuration file's package; a file the schema refuses stops the set-up with its errors. */
function configurationFile(path: string): Pick<HarnessConfiguration, 'package'> {
  try {
    return loadHarnessConfiguration(path);
  } catch (error) {
    process.stderr.write(`setup: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
}
