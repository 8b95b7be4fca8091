import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readStore, runMatrix, sortRows, type TrialRow } from 'harness-bench';
import harness from './harness.ts';
import publish from './scenarios/publish.ts';

// The harness configuration, validated, with its defaults filled.
console.log(`harness ${harness.name}: ${harness.harness}, placement ${harness.placement}, caps ${harness.caps.wall_ms} ms / ${harness.caps.model_requests} requests`);

// Two scenarios (a TypeScript object and a YAML file) under three profiles of the reference harness and
// under the harness of harness.ts, two trials a cell. The harness runs in a container of its own: it needs
// a Docker engine and the sandbox image (node_modules/harness-bench/scripts/build-image.sh, or HARNESS_BENCH_IMAGE).
const out = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'first-project-'));
const run = await runMatrix({
  scenarios: [publish, 'scenarios/stale-check.yaml'],
  harnesses: ['reference', harness],
  profiles: ['full', 'without-allowlist', 'without-evidence'],
  trials: 2,
  seed: 7,
  out,
});
assert.equal(run.completed, run.planned);

// Every row is in the store: one line per cell with its verdicts and the failures that escaped, and
// why when a trial was not judged (no Docker engine, no sandbox image).
// In the plan's order: trials run side by side (one per core) and are stored as they end.
const { header, rows: stored } = readStore(run.storePath);
const rows = sortRows(stored, header);
assert.equal(header.run_seed, 7);
assert.equal(rows.length, 16);
const cells = new Map<string, TrialRow[]>();
for (const row of rows) cells.set(`${row.scenario} ${row.profile}`, [...(cells.get(`${row.scenario} ${row.profile}`) ?? []), row]);
for (const [cell, trials] of cells) {
  const escaped = [...new Set(trials.flatMap((t) => t.escaped))];
  const unjudged = trials.find((t) => t.verdict === 'not_run' || t.verdict === 'error');
  console.log(`${cell}: ${trials.map((t) => t.verdict).join(' ')}${escaped.length > 0 ? `, escaped ${escaped.join(' ')}` : ''}${unjudged ? ` (${unjudged.detail})` : ''}`);
}

// Without its catching control, each probed failure escapes; with every control on, none does.
const escapedIn = (scenario: string, profile: string) => rows.some((r) => r.scenario === scenario && r.profile === profile && r.escaped.length > 0);
assert.ok(escapedIn('first_publish', 'without-allowlist'));
assert.ok(escapedIn('first_stale_check', 'without-evidence'));
assert.ok(!escapedIn('first_publish', 'full') && !escapedIn('first_stale_check', 'full'));
// The harness under test: its rows name it; it runs the reference harness under full, so nothing escapes it either.
assert.equal(rows.filter((r) => r.harness?.name === harness.name).length, 4);
assert.ok(!escapedIn('first_publish', harness.name) && !escapedIn('first_stale_check', harness.name));
console.log(`ok: ${rows.length} trials in ${run.storePath}`);
