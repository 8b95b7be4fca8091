/** The durable event log: events appended by 256 producers that share each fsync (group commit). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DurableLog } from '../../harness/log/event-log.js';
import { groupCommit, measureDurableLog } from '../durable-log.js';
import type { Figure } from '../figure.js';

const EVENTS = 5_000;
const PRODUCERS = 256;

export const durableLog: Figure = {
  name: 'durable-log',
  title: `a durable event, ${PRODUCERS} producers sharing each fsync (${EVENTS.toLocaleString('en')} events per round iteration)`,
  unit: 'event',
  subject: async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hb-perf-log-'));
    let file = 0;
    return {
      unitsPerIteration: EVENTS,
      clock: 'wall',
      round: async (iterations) => {
        let elapsed = 0;
        for (let i = 0; i < iterations; i++) {
          const path = join(dir, `log-${file++}.jsonl`);
          const log = DurableLog.create(path, 'bench', {});
          elapsed += await groupCommit(log, EVENTS, PRODUCERS);
          log.close();
          rmSync(path, { force: true });
        }
        return elapsed;
      },
      close: async () => rmSync(dir, { recursive: true, force: true }),
    };
  },
  rounds: { roundMs: 100, minPairs: 8, maxPairs: 24, budgetMs: 15_000 },
  absolute: () => measureDurableLog(),
};
