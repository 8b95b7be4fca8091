import { describe, expect, it } from 'vitest';
import { Progress } from '../../bin/commands/progress.js';
import { describeWaits, ProviderActivity } from '../../models/llm/activity.js';

describe('the progress line shows what LLM trials wait on', () => {
  it('a CI log (not a terminal) gets a waiting: line while something waits, and none when nothing does', async () => {
    const lines: string[] = [];
    const io = { out: () => undefined, err: (t: string) => lines.push(t), isTty: false };
    const activity = new ProviderActivity();
    const progress = new Progress(io, 4, () => describeWaits(activity.snapshot()), { tickMs: 5, waitLineMs: 20 });
    progress.update(1);
    await new Promise((r) => setTimeout(r, 60));
    const idle = lines.filter((l) => l.startsWith('waiting:'));
    const end = activity.begin('request', 60_000);
    await new Promise((r) => setTimeout(r, 80));
    end();
    progress.finish();
    expect(idle).toEqual([]);
    expect(lines[0]).toMatch(/^progress: 25% {2}1\/4 trials {2}[\d.]+\/s {2}eta /);
    const waiting = lines.filter((l) => l.startsWith('waiting:'));
    expect(waiting.length).toBeGreaterThanOrEqual(1);
    expect(waiting[0]).toBe('waiting: 1 request in flight (oldest 0 s of 60 s) (1/4 trials done)');
  });
});
