/**
 * A harness process for the crash-injection test: runs a scenario with a
 * durable log in DIR, with the export worker's state kept in DIR/world.json
 * (the external system, which outlives the process). With CRASH_AT=n it
 * SIGKILLs itself just before event n is appended; with --recover it
 * restarts from the log. Prints one JSON line with the outcome.
 */
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { crashMatcher, type CrashSpec } from '../../harness/durability/crash-spec.js';
import { DurableSession } from '../../harness/durability/durable-session.js';
import { readRecording } from '../../harness/durability/log-records.js';
import { prepareCell } from '../../ablations/runner/cell.js';
import { VirtualClock } from '../../harness/clock.js';
import type { Call } from '../../harness/contracts/call.js';
import { DurableLog } from '../../harness/log/event-log.js';
import { runHarness } from '../../harness/loop.js';
import { Random } from '../../harness/random.js';
import { ExportWorker } from '../../worlds/export-worker.js';
import { findProfile } from '../../harness/profile.js';
import { findScenario } from '../../scenarios/catalogue.js';

const [dir, scenarioName, profileName, mode] = process.argv.slice(2) as [string, string, string, string];
const crashOn = process.env['CRASH_ON'];
/** CRASH_ON=after_effect:TOOL or EVENT:TOOL; CRASH_AT=n (the nth crash point: events and effects). */
function crashSpec(): CrashSpec {
  if (crashOn) {
    const [what, tool] = crashOn.split(':') as [string, string];
    return { at: what === 'after_effect' ? { after_effect: tool, nth: 1 } : { event: what, tool, nth: 1 }, damage: 'none' };
  }
  const at = Number(process.env['CRASH_AT'] ?? -1);
  return { at: at < 0 ? 1e9 : at, damage: 'none' };
}
const crashAt = crashMatcher(crashSpec());
const scenario = findScenario(scenarioName)!;
const cell = prepareCell(scenario, findProfile(profileName), scenario.proposer);
const clock = new VirtualClock();
if (scenario.world.kind !== 'export-worker') throw new Error(`${scenarioName} is not an export-worker scenario`);
const world = (await cell.createWorld(clock, { runId: 'crash-test', trialId: 'crash-test' })) as ExportWorker;
const worldFile = join(dir, 'world.json');
if (existsSync(worldFile)) world.restore(JSON.parse(readFileSync(worldFile, 'utf8')));

/** The external system's own durability: its state is on disk before the call returns. */
const execute = world.execute.bind(world);
world.execute = async (call: Call, attempt: number) => {
  const result = await execute(call, attempt);
  const fd = openSync(worldFile, 'w');
  writeSync(fd, JSON.stringify(world.dump()));
  fsyncSync(fd);
  closeSync(fd);
  return result;
};

const logPath = join(dir, 'events.jsonl');
const recording = mode === '--recover' ? await readRecording(logPath) : null;
const log = recording ? DurableLog.reopen(logPath, recording.contents) : DurableLog.create(logPath, 'crash-test', { scenario: scenarioName });
const session = new DurableSession(log, recording, {
  crashAt: (point) => {
    if (crashAt(point)) process.kill(process.pid, 'SIGKILL');
    return false;
  },
  controls: cell.controls.controls,
  world,
});
const { contract } = cell.contractFor(world);
const random = new Random(1);
const result = await runHarness({
  runId: 'crash-test',
  profileName: cell.profile.name,
  contract,
  controls: cell.controls.controls,
  gateway: cell.controls.gateway,
  random,
  ...session.wire(world, cell.createProposer(random, { trialId: 'crash-test', clock }), clock),
});
log.close();
const snapshot = world.snapshot();
process.stdout.write(
  `${JSON.stringify({
    status: result.status,
    proposals: result.proposals,
    calls: result.calls,
    pending: result.pending,
    exports: snapshot.exports.map((e) => e.operation_id),
    approvals_consumed: result.events.filter((e) => e.type === 'approval_consumed').length,
    events: result.events.length,
    points: session.points,
    reconciled: session.reconciled,
  })}\n`,
);
