import { builtInHarnessProfiles, cacheDir } from '../harnesses/configurations.js';
import { InstallError, installHarnessPackage } from '../harnesses/install.js';

/**
 * scripts/env.sh step 6: installs the pinned packages of the harnesses named
 * on the command line (harness kinds such as openai-agents, or `all`) into
 * the cache. Usage: tsx scripts/install-harnesses.ts openai-agents codex
 * (names separated by spaces or commas, as HARNESS_BENCH_HARNESSES may give them)
 */
const wanted = process.argv.slice(2).flatMap((a) => a.split(',')).map((a) => a.trim()).filter((a) => a !== '');
const profiles = builtInHarnessProfiles().filter((p) => wanted.includes('all') || wanted.includes(p.harness) || wanted.includes(p.name));
const unknown = wanted.filter((w) => w !== 'all' && !profiles.some((p) => p.harness === w || p.name === w));
if (unknown.length > 0) {
  const known = [...new Set(builtInHarnessProfiles().map((p) => p.harness))].sort().join(', ');
  process.stderr.write(`setup: no harness profile for ${unknown.join(', ')} in profiles/ (harness kinds: ${known}; or a configuration's name, or all)\n`);
  process.exit(2);
}
const done = new Set<string>();
for (const profile of profiles) {
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
