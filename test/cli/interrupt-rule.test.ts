/**
 * The interrupt rule: deliveries are grouped into requests by how many copies
 * of one signal reach the bench (a property of its process tree, never of
 * timing); request 1 stops, request 3 exits at once. And how many copies a
 * real `npm run` gives, read from the process tree.
 */
import { spawnSync } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Interrupts, signalCopies, type InterruptStage } from '../../bin/commands/interrupts.js';

const ROOT = join(import.meta.dirname, '..', '..');

const live: Interrupts[] = [];
afterEach(() => {
  for (const i of live.splice(0)) i.dispose();
});

/** Interrupts over a stand-in emitter, recording each stage with the delivery it came on; disposed after each test. */
function harness(copies: number, graceMs = 60_000) {
  const source = new EventEmitter();
  const stages: string[] = [];
  let delivered = 0;
  const interrupts = new Interrupts(graceMs, (stage: InterruptStage, signal) => stages.push(`${stage}@${delivered}:${signal}`), { copies, source });
  live.push(interrupts);
  const send = (signal: NodeJS.Signals, times = 1) => {
    for (let i = 0; i < times; i++) {
      delivered++;
      source.emit(signal, signal);
    }
  };
  return { interrupts, stages, send, source };
}

describe('interrupt requests', () => {
  it('one copy per request: the first signal stops, the second changes nothing, the third exits at once', () => {
    const h = harness(1);
    expect(h.interrupts.interrupted).toBe(false);
    h.send('SIGINT');
    expect(h.interrupts.interrupted).toBe(true);
    h.send('SIGINT');
    expect(h.stages).toEqual(['stop@1:SIGINT', 'again@2:SIGINT']);
    h.send('SIGTERM');
    expect(h.stages).toEqual(['stop@1:SIGINT', 'again@2:SIGINT', 'now@3:SIGTERM']);
    h.send('SIGINT', 5);
    expect(h.stages).toEqual(['stop@1:SIGINT', 'again@2:SIGINT', 'now@3:SIGTERM']);
  });

  // npm forwards the group signal again (2 copies); npm under npm (3): two requests stay graceful, the next delivery exits at once.
  it.each([2, 3])('%i copies per request: two requests stay graceful; the first delivery of the third exits at once', (copies) => {
    const h = harness(copies);
    h.send('SIGINT', 2 * copies);
    expect(h.stages).toEqual(['stop@1:SIGINT', `again@${copies + 1}:SIGINT`]);
    h.send('SIGINT');
    expect(h.stages).toEqual(['stop@1:SIGINT', `again@${copies + 1}:SIGINT`, `now@${2 * copies + 1}:SIGINT`]);
    h.send('SIGINT');
    expect(h.stages).toEqual(['stop@1:SIGINT', `again@${copies + 1}:SIGINT`, `now@${2 * copies + 1}:SIGINT`]);
  });

  it('a single delivery (a signal sent to the bench alone, under npm) still stops at once', () => {
    const h = harness(2);
    h.send('SIGTERM');
    expect(h.stages).toEqual(['stop@1:SIGTERM']);
  });

  it('the grace ends in cancel unless the trials settle first; dispose removes the listeners', async () => {
    const h = harness(1, 30);
    h.send('SIGINT');
    await new Promise((r) => setTimeout(r, 120));
    expect(h.stages).toEqual(['stop@1:SIGINT', 'cancel@1:SIGINT']);
    h.interrupts.dispose();
    expect(h.source.listenerCount('SIGINT') + h.source.listenerCount('SIGTERM')).toBe(0);

    const settled = harness(1, 30);
    settled.send('SIGTERM');
    settled.interrupts.settled();
    await new Promise((r) => setTimeout(r, 120));
    expect(settled.stages).toEqual(['stop@1:SIGTERM']);
    settled.interrupts.dispose();
  });

  it('after finish (the run is over) a first or second request changes nothing, the listeners stay, and a third still exits at once', async () => {
    const h = harness(1, 30);
    h.interrupts.finish();
    h.send('SIGINT', 2);
    await new Promise((r) => setTimeout(r, 60));
    expect(h.stages).toEqual([]);
    expect(h.source.listenerCount('SIGINT') + h.source.listenerCount('SIGTERM')).toBe(2);
    h.send('SIGTERM');
    expect(h.stages).toEqual(['now@3:SIGTERM']);
    // A stop that came during the run, then the run ended: the next two requests still reach "now".
    const late = harness(1, 60_000);
    late.send('SIGINT');
    late.interrupts.finish();
    late.send('SIGINT', 2);
    expect(late.stages).toEqual(['stop@1:SIGINT', 'now@3:SIGINT']);
  });

  it('refuses a copy count that is not a positive integer', () => {
    expect(() => new Interrupts(1, () => {}, { copies: 0, source: new EventEmitter() })).toThrow('copies must be a positive integer, got 0');
  });
});

describe('copies read from the process tree', () => {
  const printCopies = `import { signalCopies } from ${JSON.stringify(join(ROOT, 'bin', 'commands', 'interrupts.ts'))}; console.log(signalCopies());`;

  it('1 for a bench started directly, 2 for one that `npm run` execs, as `npm run bench` does', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hb-copies-'));
    try {
      writeFileSync(join(dir, 'copies.ts'), printCopies);
      // The temp folder has no node_modules: the loader is named by its URL.
      const tsx = import.meta.resolve('tsx');
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'copies', version: '1.0.0', private: true, scripts: { copies: `exec node --import ${tsx} copies.ts` } }));
      const direct = spawnSync(process.execPath, ['--import', tsx, 'copies.ts'], { cwd: dir, encoding: 'utf8' });
      expect(direct.stderr).toBe('');
      expect(direct.stdout.trim()).toBe('1');
      const viaNpm = spawnSync('npm', ['run', '--silent', 'copies'], { cwd: dir, encoding: 'utf8' });
      expect(viaNpm.stderr).toBe('');
      expect(viaNpm.stdout.trim()).toBe('2');
      // npm's signals to its group do not reach a bench in a group of its own: one copy.
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'copies', version: '1.0.0', private: true, scripts: { copies: `exec setsid node --import ${tsx} copies.ts` } }));
      const ownGroup = spawnSync('npm', ['run', '--silent', 'copies'], { cwd: dir, encoding: 'utf8' });
      expect(ownGroup.stderr).toBe('');
      expect(ownGroup.stdout.trim()).toBe('1');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('without a readable /proc entry, 2 when npm started the process and 1 otherwise', () => {
    const saved = process.env.npm_lifecycle_event;
    // No process has this pid (Linux allows at most 2^22), so its /proc entry cannot be read.
    const gone = 2 ** 23;
    try {
      process.env.npm_lifecycle_event = 'bench';
      expect(signalCopies(gone)).toBe(2);
      delete process.env.npm_lifecycle_event;
      expect(signalCopies(gone)).toBe(1);
    } finally {
      if (saved === undefined) delete process.env.npm_lifecycle_event;
      else process.env.npm_lifecycle_event = saved;
    }
  });
});
