import { describe, expect, it } from 'vitest';
import { Eta, Progress, progressText, trialKind } from '../../bin/commands/progress.js';
import { planTrials } from '../../ablations/runner/matrix.js';
import { parseProposerChoice } from '../../ablations/runner/proposers.js';
import { externalSubject, referenceSubjects, type ConfiguredHarness } from '../../ablations/runner/subject.js';
import { findProfile } from '../../harness/profile.js';
import { findScenario } from '../../scenarios/catalogue.js';
import type { PlannedTrial } from '../../ablations/runner/matrix.js';

/**
 * The time left weighs each trial by its kind: in a mixed run the in-process
 * trials take a millisecond and the container ones seconds, so counting
 * trials alike would be wrong by orders of magnitude. A fake clock drives it.
 */

describe('the time left, by kind of trial', () => {
  it('a trial is of the kind of where its harness runs, its world and its proposer', () => {
    const scenario = (name: string) => findScenario(name)!;
    const planned = planTrials({ scenarios: [scenario('stale_check'), scenario('fork_bomb')], subjects: referenceSubjects([findProfile('full')]), proposers: [parseProposerChoice('scenario')], trials: 1, seed: 1 });
    expect(planned.map(trialKind)).toEqual(['in-process', 'in-process+workspace']);
    const harness = { identity: { name: 'box', version: 'x@1', digest: 'd', placement: 'container' }, tools: 'own', configuration: {} } as unknown as ConfiguredHarness;
    const external = { scenario: scenario('fork_bomb'), subject: externalSubject(harness), proposer: parseProposerChoice('scenario') };
    expect(trialKind(external)).toBe('container+workspace');
    const llm = { ...planned[0]!, proposer: { ...planned[0]!.proposer, create: () => undefined } } as unknown as PlannedTrial;
    expect(trialKind(llm)).toBe('in-process+llm');
  });

  it('prints a progress line at each 10% and 5 s after the last, with the remaining trials of each kind at its mean duration, over the parallelism seen', () => {
    let now = 1_000;
    const lines: string[] = [];
    const io = { out: () => undefined, err: (t: string) => lines.push(t), isTty: false };
    const eta = new Eta([...Array<string>(100).fill('in-process'), ...Array<string>(4).fill('own-container')]);
    const progress = new Progress(io, 104, undefined, { now: () => now, eta });
    let done = 0;
    const end = (kind: string, ms: number) => {
      now += ms;
      eta.done(kind, ms);
      progress.update(++done);
    };
    for (let i = 0; i < 50; i++) end('in-process', 1);
    end('own-container', 5000);
    for (let i = 0; i < 50; i++) end('in-process', 1);
    for (let i = 0; i < 3; i++) end('own-container', 5000);
    progress.finish();
    expect(lines).toEqual([
      // No container trial has ended yet: its kind counts at a guess of 3 s a trial (~).
      'progress: 0%  1/104 trials  1000/s  eta ~12s',
      'progress: 10%  11/104 trials  1000/s  eta ~12s',
      'progress: 20%  21/104 trials  1000/s  eta ~12s',
      'progress: 30%  32/104 trials  1000/s  eta ~12s',
      'progress: 40%  42/104 trials  1000/s  eta ~12s',
      // 5 s since the last line (a container trial ended): a line, though no 10% was crossed.
      'progress: 49%  51/104 trials  10/s  eta 15s',
      // One took 5 s: 3 more of them and the in-process trials left (counted alike, the 52 trials left would take 5 s at 10/s).
      'progress: 50%  52/104 trials  10/s  eta 15s',
      'progress: 60%  63/104 trials  12/s  eta 15s',
      'progress: 70%  73/104 trials  14/s  eta 15s',
      'progress: 80%  84/104 trials  17/s  eta 15s',
      'progress: 90%  94/104 trials  18/s  eta 15s',
      'progress: 98%  102/104 trials  10/s  eta 10s',
      'progress: 99%  103/104 trials  6.8/s  eta 5s',
      'progress: 100%  104/104 trials  5.2/s  took 20s',
    ]);
  });

  it('a CI log gets a line every 5 s of a stretch where no trial ends, and none once the run is done', async () => {
    let now = 0;
    const lines: string[] = [];
    const io = { out: () => undefined, err: (t: string) => lines.push(t), isTty: false };
    const progress = new Progress(io, 10, undefined, { now: () => now, tickMs: 2 });
    progress.update(1);
    const ticked = (ms: number) => {
      now += ms;
      return new Promise((r) => setTimeout(r, 20));
    };
    await ticked(4_999);
    await ticked(1);
    await ticked(5_000);
    progress.update(10);
    await ticked(20_000);
    progress.finish();
    expect(lines).toEqual([
      'progress: 10%  1/10 trials  1000/s  eta 0s',
      'progress: 10%  1/10 trials  0.2/s  eta 45s',
      'progress: 10%  1/10 trials  0.1/s  eta 1m30s',
      'progress: 100%  10/10 trials  1.0/s  took 10s',
    ]);
  });

  it('divides by the trials that ran at once, and knows nothing before the first trial ends', () => {
    const eta = new Eta(Array<string>(6).fill('own-container'));
    expect(eta.estimate(0)).toEqual({ seconds: Number.NaN, guessed: false });
    expect(progressText(0, 6, 0, eta.estimate(0))).toBe('0/6 trials  0.0/s  eta ?');
    // Two trials of 4 s each ended 4 s into the run: two at once, so the four left take 8 s.
    eta.done('own-container', 4000);
    eta.done('own-container', 4000);
    expect(eta.estimate(4)).toEqual({ seconds: 8, guessed: false });
    expect(progressText(2, 6, 4, eta.estimate(4))).toBe('2/6 trials  0.5/s  eta 8s');
    // A trial that took no time of its own (out of reach) says nothing of the parallelism: one at a time.
    const instant = new Eta(['container', 'container', 'in-process']);
    instant.done('container', 0);
    expect(instant.estimate(2)).toEqual({ seconds: 0.001, guessed: true });
    // Time the run spent before its first trial (starting up, reaping) is no sign of fewer than one trial at a time.
    const late = new Eta(['in-process', 'container']);
    late.done('in-process', 1);
    expect(late.estimate(2)).toEqual({ seconds: 3, guessed: true });
  });
});
