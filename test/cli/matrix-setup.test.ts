/**
 * The run request's rules (bin/matrix-setup.ts), which `run`'s flags and the package's runMatrix
 * share: one selection with --grep over every name given, --ablate pairs over a config file's
 * profiles, and the limits a request from code carries refused as their flags are.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStore } from '../../ablations/results/store.js';
import type { Io } from '../../bin/commands/common.js';
import { runCommand } from '../../bin/commands/run.js';
import { setUpMatrix } from '../../bin/matrix-setup.js';
import { builtInProfiles, pairProfiles } from '../../harness/profile.js';
import { tempDirs } from '../support/temp-dirs.js';

const tempDir = tempDirs();
const quiet: Io = { out: () => {}, err: () => {}, isTty: false };

describe('a run request, set up', () => {
  it('--grep keeps what matches among every scenario named, not per name', async () => {
    const setUp = await setUpMatrix({ scenarios: ['normal', 'stale_check'], grep: 'stale', profiles: ['full'] });
    expect(setUp!.spec.scenarios.map((s) => s.name)).toEqual(['stale_check']);
  });

  it('--ablate pairs takes its own profiles over a config file’s, and refuses a --profile typed with it', async () => {
    const dir = tempDir('hb-setup-');
    const config = join(dir, 'harness-bench.config.yaml');
    writeFileSync(config, 'profiles: [full]\n');
    const out = join(dir, 'run');
    expect(await runCommand(['--ablate', 'pairs', '--config', config, '--scenario', 'normal', '--trials', '1', '--format', 'json', '--out', out], quiet)).toBe(0);
    expect(Object.keys(readStore(join(out, 'results.jsonl')).header.profiles)).toHaveLength(builtInProfiles().length + pairProfiles().length);
    await expect(runCommand(['--ablate', 'pairs', '--profile', 'full', '--scenario', 'normal', '--out', join(dir, 'other')], quiet)).rejects.toThrow('--ablate pairs chooses the profiles itself (full, every without-<control>, every pair); drop --profile');
  });

  it('refuses from code what `run` refuses from its flags, by the flag’s name', async () => {
    await expect(setUpMatrix({ scenarios: ['normal'], shard: { index: 0, count: 2 } })).rejects.toThrow('--shard 0/2: K must be between 1 and N');
    await expect(setUpMatrix({ scenarios: ['normal'], shard: { index: 3, count: 2 } })).rejects.toThrow('--shard 3/2: K must be between 1 and N');
    await expect(setUpMatrix({ scenarios: ['normal'], runCostLimit: -1 })).rejects.toThrow('--run-cost-limit must be a non-negative number, got -1');
    await expect(setUpMatrix({ scenarios: ['normal'], trialOutputCap: 1.5 })).rejects.toThrow('--trial-output-cap must be an integer >= 0, got 1.5');
    await expect(setUpMatrix({ scenarios: ['normal'], lastFailed: { dir: tempDir('hb-setup-') }, resume: true })).rejects.toThrow('--last-failed starts a new run of the failed cells; it cannot --resume one');
    await expect(setUpMatrix({ scenarios: ['normal'], llm: { record: 'a', replay: 'b' } })).rejects.toThrow('--record and --replay cannot be used together');
  });
});
