/**
 * What a harness in another process writes to its stderr is kept with its
 * trial, for real: the reference harness over the wire, launched to write to
 * its stderr first (test/support/stderr-harness.ts), through the matrix's one
 * trial runner, on the host and in a container of its own (real Docker). A
 * judged trial and an error row keep the exact tail; a harness that wrote
 * nothing leaves none.
 */
import { describe, expect, it } from 'vitest';
import { parseProposerChoice } from '../../ablations/runner/proposers.js';
import type { TrialRow } from '../../ablations/results/store.js';
import type { Placement } from '../../harnesses/configuration.js';
import { resolveHarnesses } from '../../harnesses/configurations.js';
import { findScenario } from '../../scenarios/catalogue.js';
import { runExternalTrial } from '../support/external-trial.js';
import { CHATTY_STDERR, FLOOD_KEPT, HUGE_KEPT, stderrConfigurations } from '../support/stderr-harness.js';
import { tempDirs } from '../support/temp-dirs.js';

const tempDir = tempDirs();

function trial(file: string): Promise<TrialRow> {
  const harness = resolveHarnesses([file], undefined, { allowHost: true }).external[0]!;
  return runExternalTrial({ scenario: findScenario('normal')!, harness, proposer: parseProposerChoice('scenario'), trial: 0, seed: 1, keepEvents: 1 });
}

const PLACEMENTS: Placement[] = ['host', 'own-container'];

describe("a harness's stderr is kept with its trial", () => {
  for (const placement of PLACEMENTS) {
    it(`${placement}: a judged trial keeps what it wrote, an error row keeps its last 16 KiB, a quiet harness leaves none`, async () => {
      const files = stderrConfigurations(tempDir('hb-stderr-'), placement);
      const [chatty, quiet, flood] = [await trial(files.chatty), await trial(files.quiet), await trial(files.flood)];
      expect([chatty.harness?.placement, chatty.verdict, chatty.harness_stderr]).toEqual([placement, 'accepted', { tail: CHATTY_STDERR, cut_bytes: 0 }]);
      expect([quiet.verdict, 'harness_stderr' in quiet]).toEqual(['accepted', false]);
      expect([flood.verdict, flood.error?.source, flood.harness_stderr]).toEqual(['error', 'scenario', FLOOD_KEPT]);
      // The detail quotes the start of its last lines, as before; the row keeps the tail itself.
      const cause = 'HarnessLaunchError: flood: the driver printed no outcome (exit 1): ';
      expect(flood.detail.slice(0, cause.length)).toBe(cause);
      // Past what a container's exec keeps: the last 16 KiB still, and the harness's own exit code (not a kill).
      const huge = await trial(files.huge);
      expect([huge.verdict, huge.harness_stderr]).toEqual(['error', HUGE_KEPT]);
      const hugeCause = 'HarnessLaunchError: huge: the driver printed no outcome (exit 1): ';
      expect(huge.detail.slice(0, hugeCause.length)).toBe(hugeCause);
    });
  }
});
