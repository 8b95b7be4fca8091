import { describe, expect, it } from 'vitest';
import type { Io } from '../../bin/commands/common.js';
import { RunTeardown } from '../../bin/commands/run-teardown.js';
import { RunEnvironment } from '../../worlds/run-environment.js';

/** The one place a run gives back what its steps took (bin/commands/run-session.ts). */

function recorder(): Io & { lines: string[] } {
  const lines: string[] = [];
  return { out: (t) => lines.push(`out: ${t}`), err: (t) => lines.push(`err: ${t}`), isTty: false, lines };
}

describe('RunTeardown', () => {
  it('undoes what the steps took once, last taken first, however often it is closed', () => {
    const done: string[] = [];
    const teardown = new RunTeardown(recorder(), RunEnvironment.create({}), '/runs/a/results.jsonl', 'harness-bench run --out /runs/a --resume');
    teardown.add(() => done.push('store closed'));
    teardown.add(() => done.push('progress finished'));
    teardown.add(() => done.push('grace timer settled'));
    teardown.close();
    teardown.close();
    expect(done).toEqual(['grace timer settled', 'progress finished', 'store closed']);
  });

  it('after an interrupt: closes, then says where the trials are and the command that continues the run', async () => {
    const io = recorder();
    const done: string[] = [];
    const teardown = new RunTeardown(io, RunEnvironment.create({}), '/runs/a/results.jsonl', 'harness-bench run --out /runs/a --resume');
    teardown.add(() => done.push('store closed'));
    // Leaving at once: no clean-up of containers, nothing waited for.
    await teardown.interrupted('exited at once', false);
    expect(done).toEqual(['store closed']);
    expect(io.lines).toEqual(['err: exited at once: the trials done so far are saved in /runs/a/results.jsonl; continue with: harness-bench run --out /runs/a --resume']);
  });
});
