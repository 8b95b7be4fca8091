import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VirtualClock } from '../../harness/clock.js';
import type { Feedback } from '../../harness/contracts/feedback.js';
import { OBSERVATION_CAP } from '../../harness/gateway.js';
import { ArtifactStore } from '../../harness/log/artifact-store.js';
import { runHarness } from '../../harness/loop.js';
import type { Proposer } from '../../harness/contracts/proposer.js';
import { Random } from '../../harness/random.js';
import { ExportWorker } from '../../worlds/export-worker.js';
import { FULL, instantiate } from '../../harness/profile.js';
import { tempDirs } from '../support/temp-dirs.js';

const tempDir = tempDirs();

async function readBigConfig(artifacts?: ArtifactStore) {
  const clock = new VirtualClock();
  const notes = `${'log line\n'.repeat(1500)}ERROR: disk quota exceeded\n`;
  const world = new ExportWorker({ kind: 'export-worker', notes }, clock);
  const seen: Feedback[] = [];
  const proposer: Proposer = {
    name: 'p',
    next(feedback) {
      seen.push(feedback);
      return seen.length === 1 ? { type: 'propose', proposal: { tool: 'read_config', args: {} } } : { type: 'end' };
    },
  };
  const result = await runHarness({
    runId: 'a',
    profileName: 'full',
    contract: { task: 't', tools: ['read_config'], limits: { proposals: 8, calls: 10, attempts: 2, deadline_ms: 10_000 }, approvals: new Map() },
    controls: instantiate(FULL),
    executor: world,
    proposer,
    clock,
    random: new Random(1),
    ...(artifacts ? { artifacts } : {}),
  });
  return { observation: seen[1] as Extract<Feedback, { event: 'tool_result' }>, full: JSON.stringify({ config: { max_retries: 8 }, notes }), events: result.events };
}

describe('artifacts: large tool output', () => {
  it('is stored content-addressed; the observation holds a preview and the reference', async () => {
    const store = new ArtifactStore(tempDir('hb-art-'));
    const { observation, full, events } = await readBigConfig(store);
    expect(full.length).toBeGreaterThan(OBSERVATION_CAP);
    const data = observation.data;
    expect(data).toEqual({ truncated: true, bytes: full.length, preview: full.slice(0, 512), artifact: expect.stringMatching(/^artifact:\/\/sha256\/[0-9a-f]{64}$/) });
    expect(readFileSync(store.pathOf(data['artifact'] as string)!, 'utf8')).toBe(full);
    // The timeline records it, so the report can link to the stored output.
    expect(events.filter((e) => e.type === 'artifact_stored')).toEqual([
      expect.objectContaining({ call_id: 'call-1', ref: data['artifact'], bytes: full.length }),
    ]);
  });

  it('is cut to a summary even without a store', async () => {
    const { observation } = await readBigConfig();
    expect(Object.keys(observation.data)).toEqual(['truncated', 'bytes', 'preview']);
  });

  it('stores identical content once, named by its sha256', () => {
    const dir = tempDir('hb-art-');
    const store = new ArtifactStore(dir);
    const sha256 = createHash('sha256').update('same').digest('hex');
    expect(store.put('same')).toEqual({ ref: `artifact://sha256/${sha256}`, sha256, bytes: 4, path: join(dir, sha256.slice(0, 2), sha256) });
    expect(store.put(Buffer.from('same'))).toEqual(store.put('same'));
    expect(readdirSync(dir, { recursive: true }).sort()).toEqual([sha256.slice(0, 2), join(sha256.slice(0, 2), sha256)]);
  });
});
