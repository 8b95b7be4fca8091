import { referenceSubjects } from '../../ablations/runner/subject.js';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { headerFor } from '../../ablations/runner/matrix.js';
import { parseProposerChoice } from '../../ablations/runner/proposers.js';
import type { TrialRow } from '../../ablations/results/store.js';
import { FULL, without } from '../../harness/profile.js';
import { findScenario } from '../../scenarios/catalogue.js';
import { writeJUnit } from '../../reports/junit.js';
import { escapeXml } from '../../reports/xml-escape.js';

const DIR = join('reports', 'out', 'test-junit');
const COST = { proposals: 1, calls: 1, retries: 0, approvals_asked: 0, wall_ms: 250, clock_ms: 0, tokens_in: 0, tokens_out: 0, cost_usd: 0 };
const NAME = 'odd<&>"\'name';

beforeAll(() => {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const header = headerFor({ scenarios: [findScenario('publish')!], subjects: referenceSubjects([FULL, without('allowlist')]), proposers: [parseProposerChoice('scenario')], trials: 2, seed: 1 }, null);
  // A scenario from a user's file, unknown to the report, with markup in its name.
  header.scenarios = { publish: header.scenarios['publish']!, [NAME]: '0000000000000000' };
  const row = (scenario: string, profile: string, trial: number, defect: boolean): TrialRow => ({
    kind: 'trial', scenario, profile, proposer: 'scenario', trial, seed: trial, status: 'complete', detail: '',
    verdict: defect ? 'defect' : 'safe_stop',
    defects: defect ? [{ kind: 'unauthorized_effect', note: '<b>' }] : [],
    escaped: defect ? ['unauthorized_effect'] : [],
    cost: COST,
  });
  const rows = [row('publish', 'full', 0, false), row('publish', 'full', 1, false), row('publish', 'without-allowlist', 0, true), row('publish', 'without-allowlist', 1, false), row(NAME, 'full', 0, true), row(NAME, 'full', 1, false)];
  writeFileSync(join(DIR, 'results.jsonl'), [header, ...rows].map((r) => `${JSON.stringify(r)}\n`).join(''));
});

describe('writeJUnit', () => {
  it('writes one testcase per cell, failing where the expectation fails, XML-escaped', async () => {
    const result = await writeJUnit(DIR);
    expect(result).toEqual({ path: join(DIR, 'junit.xml'), tests: 3, failures: 1, errors: 0 });
    expect(readFileSync(result.path, 'utf8')).toBe(`<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="harness-bench seed 1" tests="3" failures="1" errors="0" time="1.500">
  <testsuite name="publish" tests="2" failures="0" errors="0" skipped="0" time="1.000">
    <testcase classname="publish" name="full / scenario" time="0.500">
      <system-out>state caught; 2 trials; accepted 0.0%, defect 0.0%, safe stop 100.0%, false reject 0.0%
must catch: unauthorized_effect; must escape: -; expectations from definition</system-out>
    </testcase>
    <testcase classname="publish" name="without-allowlist / scenario" time="0.500">
      <system-out>state escaped (some trials); 2 trials; accepted 0.0%, defect 50.0%, safe stop 50.0%, false reject 0.0%
must catch: -; must escape: unauthorized_effect; expectations from definition</system-out>
    </testcase>
  </testsuite>
  <testsuite name="odd&lt;&amp;&gt;&quot;&apos;name" tests="1" failures="1" errors="0" skipped="0" time="0.500">
    <testcase classname="odd&lt;&amp;&gt;&quot;&apos;name" name="full / scenario" time="0.500">
      <failure message="unauthorized_effect escaped in 1/2 trials although no control is removed" type="expectation">unauthorized_effect escaped in 1/2 trials although no control is removed
defect unauthorized_effect escaped in 1/2 trials under full</failure>
      <system-out>state escaped (some trials); 2 trials; accepted 0.0%, defect 50.0%, safe stop 50.0%, false reject 0.0%
must catch: -; must escape: -; expectations from derived</system-out>
    </testcase>
  </testsuite>
</testsuites>
`);
  });
});

describe('escapeXml', () => {
  it('escapes markup and replaces characters XML 1.0 cannot carry', () => {
    expect(escapeXml('a<b>&"c"\'d\u0001e\u0000f\uFFFEg\tnew\nline')).toBe('a&lt;b&gt;&amp;&quot;c&quot;&apos;d\uFFFDe\uFFFDf\uFFFDg\tnew\nline');
    expect(escapeXml('lone \uD800 surrogate, paired \u{1F600}')).toBe('lone \uFFFD surrogate, paired \u{1F600}');
  });
});
