/**
 * Every command of README.md's and docs/*.md's shell blocks is run by a test,
 * with small trials. Each documented command line has one entry here, keyed
 * by its exact text, saying how it is run:
 *
 * - here: run as typed in a fresh copy of the repository (its tracked files,
 *   set up as scripts/env.sh sets them up), with only its sizes made small
 *   (--trials, --runs), a placeholder file the docs tell the reader to write
 *   made from the docs' own example, and `--scenario` added only where the
 *   whole catalogue's container trials would make it long; its exit code and
 *   one exact line of its output are checked.
 * - llm: the same, its provider the project's fake one on 127.0.0.1 (the
 *   scripted server of test/llm, pointed at with --base-url, a dummy key).
 * - harness: the same with a real harness package, one scenario and one
 *   trial; skipped, saying why, only when the package is not installed.
 * - long: a run that is long by nature; its cheap equivalent with the same
 *   flags (its --help or --list) is run, and the entry says where it runs whole.
 * - setup: a set-up line this test does not run; the file that runs it is
 *   named, and must contain it (or the script it invokes).
 * - walked: a command of docs/getting-started.md, which
 *   test/docs/getting-started.test.ts runs in order as a newcomer types it.
 *
 * Every `harness-bench` command of the docs also parses, with its documented
 * flags, through the CLI's own parser (parseCommand).
 */
import { mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, type ExpectStatic } from 'vitest';
import { parse as parseYaml, stringify as toYaml } from 'yaml';
import { parseCommand } from '../../bin/commands/cli.js';
import { COMMANDS, type CommandName } from '../../bin/commands/cli-table.js';
import { builtInProfiles } from '../../harness/profile.js';
import { builtInHarnessProfiles, resolveHarnesses } from '../../harnesses/configurations.js';
import { readDataset } from '../../ablations/results/dataset.js';
import { readStore } from '../../ablations/results/store.js';
import { CATALOGUE, findScenario } from '../../scenarios/catalogue.js';
import { anCalls, oaCalls } from '../llm/fixtures/replies.js';
import { ScriptedServer, type SeenRequest } from '../llm/fixtures/scripted-server.js';
import { ROOT } from '../support/cli.js';
import { fakeProvider } from '../support/fake-provider.js';
import { benchCommand, commandEnv, copyCheckout, documentedCommands, outputLines, shell, shellCommands, withFlag } from '../support/doc-commands.js';
import { tempDirs } from '../support/temp-dirs.js';

const tempDir = tempDirs();

/** How a command that this test runs is run. */
interface Runs {
  /** Text of the command replaced first: a placeholder given a real value (`{server}`: the fake provider's root URL). */
  replace?: readonly (readonly [string, string])[];
  /** Sizes made small: the documented value replaced, or the flag added where the command leaves a large default. */
  sizes?: { trials?: number; runs?: number };
  /** `--scenario` added: only where the whole catalogue's container trials would make the run long. */
  scenarios?: readonly string[];
  /** Words added at the end: a long command's cheap equivalent (--help, --list), the fake provider's --base-url. */
  add?: readonly string[];
  /** Variables set for it (undefined: removed). */
  env?: Record<string, string | undefined>;
  /** Where it runs: the copy of the repository (default), or a project that installed the package (docs/api.md). */
  in?: 'checkout' | 'project';
  /** What must exist first in the folder it runs in: a file the docs tell the reader to write, a run to resume. */
  setup?: (dir: string) => Promise<void> | void;
  /** Its exit code. */
  exit: number;
  /** One line of its output, exactly (blanks at either end aside), or a pattern the whole line matches. */
  prints: string | RegExp;
  /** While it runs: sees its output so far, and may stop it (Ctrl-C). */
  during?: (out: string, interrupt: () => void) => void;
  /** What else it must have done. */
  then?: (dir: string, out: string, check: ExpectStatic) => Promise<void> | void;
}

type Entry =
  | ({ kind: 'here'; why?: string } & Runs)
  | ({ kind: 'llm'; /** Requests the fake provider must answer (0: a replay, offline). */ requests: number } & Runs)
  | ({ kind: 'harness'; /** The configurations whose packages it needs. */ harnesses: readonly string[] } & Runs)
  | ({ kind: 'model'; /** The configurations whose packages it needs; `{server}` is a local provider (the bench's model server behind test/support/fake-provider.ts). */ harnesses: readonly string[] } & Runs)
  | ({ kind: 'long'; /** Why it is long, and where it runs whole. */ why: string; /** An in-process check of what the cheap run cannot show. */ check?: () => void } & Runs)
  | { kind: 'setup'; /** The file that runs it. */ by: string; /** What that file holds: the command, or the script it invokes. */ contains: readonly string[]; why: string; /** What else holds of the line. */ check?: () => void }
  | { kind: 'walked' };

const GUIDE_TEST = 'test/docs/getting-started.test.ts';
/** The copy's folder of runs: where a run without --out goes, and where --last-failed and show look. */
const OUT = 'reports/out';

/** An example file the docs show: the yaml block of `file` whose text starts with `first`. */
function docBlock(file: string, first: string): string {
  const blocks = [...readFileSync(join(ROOT, file), 'utf8').matchAll(/^```yaml\n([\s\S]*?)^```/gm)].map((m) => m[1]!);
  const block = blocks.find((b) => b.startsWith(first));
  if (block === undefined) throw new Error(`${file} has no yaml block starting ${JSON.stringify(first)}`);
  return block;
}

/** Runs `harness-bench ARGS` in `dir` (the copy's own CLI, as npm run bench runs it); its exit must be `exit`. */
async function bench(dir: string, args: string, exit = 0, env: Record<string, string | undefined> = {}): Promise<string> {
  const r = await shell(`node bin/harness-bench.js ${args}`, dir, commandEnv(env), 240_000);
  if (r.code !== exit) throw new Error(`set-up run harness-bench ${args}: exit ${r.code}, not ${exit}\n${r.out.slice(-2000)}`);
  return r.out;
}

/** Keeps a store's header and its first `rows` rows: a run killed part of the way (docs/running.md: a SIGKILL leaves a store --resume completes). */
function cutStore(store: string, rows: number): void {
  const lines = readFileSync(store, 'utf8').split('\n').filter((l) => l !== '');
  writeFileSync(store, `${lines.slice(0, 1 + rows).join('\n')}\n`);
}

/** A small run of stale_check under full and without-evidence, three trials, into `out` (what report and compare read). */
async function staleCheckRun(dir: string, out: string, seed = 1): Promise<void> {
  await bench(dir, `run --scenario stale_check --profile full --profile without-evidence --trials 3 --seed ${seed} --out ${out}`);
}

const MY_AGENT_SAYS = 'my-agent: ready';
const SHARD_2 = 'npm run bench -- run --shard 2/4 --out shard-2';
const LAST_FAILED_SETUP = `${OUT}/engine-down`;
let servedPage: Promise<string> | null = null;
const EXAMPLES = readdirSync(join(ROOT, 'scenarios', 'examples')).length;
/** The built-in profiles (a run's cells per scenario), those that remove a control, and the stale* scenarios (of them, those about approval). */
const PROFILES = builtInProfiles().length;
const WITHOUT = builtInProfiles().filter((p) => p.name.startsWith('without-')).length;
const STALE = CATALOGUE.filter((s) => s.name.startsWith('stale')).length;
const STALE_APPROVAL = CATALOGUE.filter((s) => s.name.startsWith('stale') && /approval/i.test(`${s.name} ${s.description}`)).length;
/** An LLM run of one scenario under every profile: the fake model's three calls a trial, each 100 tokens in and 20 out. */
const LLM_TOTALS = `LLM: ${(300 * PROFILES).toLocaleString('en-US')} tokens in, ${(60 * PROFILES).toLocaleString('en-US')} out, $0.0000 (no price known); ${3 * PROFILES} provider calls (0 retries) over ${PROFILES} trials`;

/** The totals line of a one-trial run with a model behind the harness: what the local provider's answers reported. */
const MODEL_TOTALS = /^LLM: [\d,]+ tokens in, [\d,]+ out, .+; [1-9]\d* provider calls \(0 retries\) over 1 trials$/;

/** One trial of `normal` with a model behind the harness, against the local provider: its totals line, exit 0. */
function modelRun(harnesses: readonly string[], runs: Partial<Runs> = {}): Entry {
  return { kind: 'model', harnesses, sizes: { trials: 1 }, scenarios: ['normal'], exit: 0, prints: MODEL_TOTALS, ...runs };
}

/** One entry per documented command line, keyed by its exact text. */
const ENTRIES: Record<string, Entry> = {
  // README.md
  'scripts/env.sh npm run bench -- run': { kind: 'walked' },
  'scripts/env.sh npm test': {
    kind: 'long',
    why: 'the whole suite (about 15 minutes): .ci/run, CI’s entry, runs this very line; here one small test file through the same npm script',
    replace: [['scripts/env.sh npm test', 'npm test -- test/architecture/docs-words.test.ts']],
    exit: 0,
    prints: /^Test Files {2}1 passed \(1\)$/,
    check: () => expect(readFileSync(join(ROOT, '.ci', 'run'), 'utf8')).toContain('exec scripts/env.sh npm test'),
  },
  'npm run bench -- list harnesses': { kind: 'here', exit: 0, prints: /^gemini-cli +acp\/gemini-cli +\| +acp +\| .+$/ },
  'npm run bench -- run --harness claude-code --harness gemini-cli --trials 3': {
    kind: 'harness',
    harnesses: ['claude-code', 'gemini-cli'],
    sizes: { trials: 1 },
    scenarios: ['publish'],
    exit: 0,
    // The scorecard's controls: Claude Code as shipped runs the unlisted tool, its knobs and Gemini CLI hold.
    prints: 'allowlist               lacking       held       held',
  },
  'npm run bench -- run --harness agents+kn --expect expectations.yaml': {
    kind: 'harness',
    harnesses: ['agents+kn'],
    sizes: { trials: 1 },
    scenarios: ['approval_required'],
    // docs/real-harnesses.md's expectations file, its agents+kn entry (without the escape rate, which one trial cannot show).
    setup: (dir) => {
      const example = parseYaml(docBlock('docs/real-harnesses.md', '# expectations.yaml')) as { expectations: Record<string, unknown>[] };
      const mine = example.expectations.filter((e) => e['harness'] === 'agents+kn').map(({ max_escape_rate: _rate, confidence: _confidence, ...e }) => e);
      writeFileSync(join(dir, 'expectations.yaml'), toYaml({ expectations: mine }));
    },
    exit: 0,
    prints: 'Harness expectations: 1 of 1 check(s) met, 0 unmet, 0 not judged',
  },
  "npm run bench -- run --harness agents+kn --require 'agents+kn: catches unauthorized_effect'": {
    kind: 'harness',
    harnesses: ['agents+kn'],
    sizes: { trials: 1 },
    scenarios: ['approval_required'],
    // The expectation of the --expect command above, on the command line.
    exit: 0,
    prints: 'Harness expectations: 1 of 1 check(s) met, 0 unmet, 0 not judged',
  },
  'npm run bench -- run --harness my-agent.yaml': {
    kind: 'harness',
    harnesses: ['gemini-cli'],
    sizes: { trials: 1 },
    scenarios: ['publish'],
    // An ACP agent's configuration file: the built-in Gemini CLI one under a name of its own.
    setup: (dir) => writeFileSync(join(dir, 'my-agent.yaml'), readFileSync(join(dir, 'profiles', 'acp', 'gemini-cli.yaml'), 'utf8').replace(/^name: gemini-cli$/m, 'name: my-agent')),
    exit: 0,
    prints: /^my-agent {2}\S+ \(config [0-9a-f]+\): 1 caught, 0 escaped, 0 attempt failed, 0 unreachable, 0 not provoked$/,
  },
  'npm run bench -- run --harness reference --harness openai-agents --harness claude-code --harness codex --harness acp --trials 3 --jobs 2': {
    kind: 'long',
    why: 'every built-in configuration over the whole catalogue (hours); results/scorecard.md records its run. Here: its --help with the same flags, and its harnesses resolved',
    add: ['--help'],
    exit: 0,
    prints: 'harness-bench run: run the ablation matrix, or one of the seed suites',
    check: () => {
      const chosen = resolveHarnesses(['reference', 'openai-agents', 'claude-code', 'codex', 'acp']);
      expect(chosen.reference).toBe(true);
      expect(chosen.external.map((h) => h.profile.harness).sort()).toEqual(expect.arrayContaining(['acp', 'claude-code', 'codex', 'openai-agents']));
      expect(readFileSync(join(ROOT, 'results', 'scorecard.md'), 'utf8')).toContain('npm run bench -- run --harness reference --harness openai-agents --harness claude-code --harness codex --harness acp --trials 3 --jobs 2');
    },
  },
  "npm run bench -- run --harness reference --harness claude-box --harness claude-box+ask --harness claude-box+sandbox --harness claude-box+skip --harness codex-full --harness codex-ro --harness codex-ww --harness codex-ww+net --harness codex-acp-ww+ask --harness claude-acp+ask --harness gemini-acp+tools --harness gemini-acp+ask --harness gemini-acp+yolo --harness qwen-acp+ask --harness qwen-acp+yolo --scenario 'threat_*' --trials 2 --seed 20261207 --jobs 2": {
    kind: 'long',
    why: 'fifteen in-container configurations over the threat catalogue (37 minutes here with two jobs, 2,138 trials); results/threats.md records its run and test/wire/threat-cases.test.ts runs a case of each family through a real harness. Here: its --help with the same flags, its harnesses resolved and its scenarios matched',
    add: ['--help'],
    exit: 0,
    prints: 'harness-bench run: run the ablation matrix, or one of the seed suites',
    check: () => {
      const chosen = resolveHarnesses(['reference', 'claude-box', 'claude-box+ask', 'claude-box+sandbox', 'claude-box+skip', 'codex-full', 'codex-ro', 'codex-ww', 'codex-ww+net', 'codex-acp-ww+ask', 'claude-acp+ask', 'gemini-acp+tools', 'gemini-acp+ask', 'gemini-acp+yolo', 'qwen-acp+ask', 'qwen-acp+yolo']);
      expect(chosen.reference).toBe(true);
      expect(chosen.external.map((h) => h.profile.placement)).toEqual(Array(15).fill('container'));
      expect(readFileSync(join(ROOT, 'results', 'threats.md'), 'utf8')).toContain("npm run bench -- run --harness reference --harness claude-box --harness claude-box+ask --harness claude-box+sandbox --harness claude-box+skip --harness codex-full --harness codex-ro --harness codex-ww --harness codex-ww+net --harness codex-acp-ww+ask --harness claude-acp+ask --harness gemini-acp+tools --harness gemini-acp+ask --harness gemini-acp+yolo --harness qwen-acp+ask --harness qwen-acp+yolo --scenario 'threat_*' --trials 2 --seed 20261207 --jobs 2");
    },
  },
  'npm run bench -- track --harness openai-agents --versions last:4 --jobs 2': {
    kind: 'long',
    why: 'four releases installed from the npm registry and each scored over the whole catalogue (about 40 minutes); test/cli/track.test.ts scores a release, a regression and a missing version. Here: its --help with the same flags, and the committed dataset holds the four releases',
    add: ['--help'],
    exit: 0,
    prints: 'harness-bench track: score releases of one harness and record what changed between them',
    check: () => {
      const agents = readDataset(join(ROOT, 'results', 'changelog')).filter((e) => e.package === '@openai/agents');
      expect(new Set(agents.map((e) => e.version)).size).toBeGreaterThanOrEqual(4);
    },
  },
  'npm run bench -- report --changelog results/changelog': { kind: 'here', exit: 0, prints: 'results/changelog/changelog.md' },

  // docs/api.md
  'npm install harness-bench': { kind: 'setup', by: 'test/package/package.test.ts', contains: ["npm', ['install'"], why: 'installs the packed tarball into a project of its own (registry access for its dependencies)' },
  'npx harness-bench run --scenario normal --trials 1': { kind: 'here', in: 'project', exit: 0, prints: `All ${PROFILES} cells met their expectations.` },
  'npx harness-bench check my-scenarios/*': {
    kind: 'here',
    in: 'project',
    // A folder of scenarios of one's own: the repository's examples.
    setup: (dir) => {
      mkdirSync(join(dir, 'my-scenarios'));
      for (const f of readdirSync(join(ROOT, 'scenarios', 'examples'))) writeFileSync(join(dir, 'my-scenarios', f), readFileSync(join(ROOT, 'scenarios', 'examples', f)));
    },
    exit: 0,
    prints: `${EXAMPLES}/${EXAMPLES} scenarios valid and solvable`,
  },

  // docs/benchmarks.md
  'npm run bench:perf -- --ab main': {
    kind: 'long',
    why: 'every figure measured at main against the working tree (an hour or more); here its --help with the same flags',
    add: ['--help'],
    exit: 0,
    prints: /^--ab REF +measure each figure's subject at git REF \(checked out in a$/,
  },
  'npm run bench:perf -- --ab HEAD~1 --only seed-lab-1,matrix --json': {
    kind: 'long',
    why: 'two figures measured at HEAD~1 against the working tree (minutes each); here --list with the same flags, which names both figures',
    add: ['--list'],
    exit: 0,
    prints: /^seed-lab-1 +ratio +seed lab 1 .+$/,
    then: (_dir, out, check) => check(outputLines(out).some((l) => /^matrix +absolute +/.test(l))).toBe(true),
  },
  'npm run bench:perf -- --only seed-lab-1,seed-lab-2 --results': {
    kind: 'long',
    why: 'two figures measured against the seed’s Python labs (minutes each), kept in results/; here --list with the same flags, which names both figures',
    add: ['--list'],
    exit: 0,
    prints: /^seed-lab-2 +ratio +seed lab 2 .+$/,
    then: (_dir, out, check) => check(outputLines(out).some((l) => /^seed-lab-1 +ratio +/.test(l))).toBe(true),
  },

  // docs/fuzzing.md
  'npm run bench -- fuzz --profile full --runs 5000 --seed 7': { kind: 'here', sizes: { runs: 50 }, exit: 0, prints: 'no invariant broken (16 checked)' },
  // It stops at its first counterexample (the 30th case here).
  'npm run bench -- fuzz --profile without-pending --runs 5000': {
    kind: 'here',
    sizes: { runs: 500 },
    exit: 1,
    prints: /^saved: {5}reports\/out\/fuzz-regressions\/fuzz-without-pending-no-write-while-pending-[0-9a-f]+\.json$/,
  },
  'npm run bench -- fuzz --ablate --runs 5000': { kind: 'here', sizes: { runs: 50 }, exit: 0, prints: /^without-evidence +complete-needs-current-check \(\d+\)$/ },
  'npm run bench -- replay scenarios/regressions/<file>.json': {
    kind: 'here',
    // The bench's own regression case of the control the run above removes: without pending, a write while one is pending.
    replace: [['<file>', 'fuzz-without-pending-no-write-while-pending-22b28c6f']],
    exit: 1,
    prints:
      'scenarios/regressions/fuzz-without-pending-no-write-while-pending-22b28c6f.json: scenario fuzz-without-pending-no-write-while-pending-22b28c6f under without-pending, seed 0: status proposals_exhausted; still breaks no-write-while-pending',
  },

  // docs/getting-started.md (list harnesses is README's too: run here)
  'cp scenarios/examples/stale-check.yaml my-scenario.yaml': { kind: 'walked' },
  'npm run bench -- check my-scenario.yaml': { kind: 'walked' },
  'npm run bench -- run --scenario my-scenario.yaml --profile full --profile without-evidence --trials 20': { kind: 'walked' },
  'npm run bench -- run --harness gemini-cli --scenario publish --scenario arg_swap --trials 3': { kind: 'walked' },
  'npm run bench -- run --harness ref-wire --harness my-harness.yaml --scenario stale_check --trials 1': { kind: 'walked' },
  'npm run bench -- run --harness gemini-cli --scenario publish --scenario arg_swap --trials 3 --expect expectations.yaml --out reports/out/gate': { kind: 'walked' },
  'npm run bench -- report reports/out/gate --reporter junit': { kind: 'walked' },

  // docs/llm.md, against the fake provider (one scenario: its scripted model answers the export worker's lab-1 tools)
  'OPENAI_API_KEY=... npm run bench -- run --proposer openai:MODEL --trials 5': {
    kind: 'llm',
    requests: 3 * PROFILES,
    replace: [['OPENAI_API_KEY=...', 'OPENAI_API_KEY=sk-fake']],
    sizes: { trials: 1 },
    scenarios: ['normal'],
    add: ['--base-url', '{server}/v1'],
    exit: 0,
    prints: LLM_TOTALS,
  },
  'ANTHROPIC_API_KEY=... npm run bench -- run --proposer anthropic:MODEL --trials 5': {
    kind: 'llm',
    requests: 3 * PROFILES,
    replace: [['ANTHROPIC_API_KEY=...', 'ANTHROPIC_API_KEY=sk-ant-fake']],
    sizes: { trials: 1 },
    scenarios: ['normal'],
    add: ['--base-url', '{server}'],
    exit: 0,
    prints: LLM_TOTALS,
  },
  'npm run bench -- run --proposer openai-compatible:llama3 --base-url http://127.0.0.1:11434/v1 --trials 5': {
    kind: 'llm',
    requests: 3 * PROFILES,
    replace: [['http://127.0.0.1:11434/v1', '{server}/v1']],
    sizes: { trials: 1 },
    scenarios: ['normal'],
    exit: 0,
    prints: LLM_TOTALS,
  },
  'npm run bench -- run --proposer openai:MODEL --record rec/': {
    kind: 'llm',
    requests: 3 * PROFILES,
    env: { OPENAI_API_KEY: 'sk-fake' },
    sizes: { trials: 1 },
    scenarios: ['normal'],
    add: ['--base-url', '{server}/v1'],
    exit: 0,
    prints: LLM_TOTALS,
    then: (dir, _out, check) => check(readdirSync(join(dir, 'rec')).length).toBeGreaterThanOrEqual(PROFILES),
  },
  // After the recording above, offline and with no key: the provider is asked nothing.
  'npm run bench -- run --proposer openai:MODEL --replay rec/': {
    kind: 'llm',
    requests: 0,
    sizes: { trials: 1 },
    scenarios: ['normal'],
    exit: 0,
    prints: LLM_TOTALS,
  },

  // docs/real-harnesses.md: a real model behind the harness, against a local provider on 127.0.0.1 (in order: the recording before its replay)
  'ANTHROPIC_API_KEY=... harness-bench run --harness claude --model anthropic:claude-sonnet-4 --trials 5': modelRun(['claude'], {
    replace: [['ANTHROPIC_API_KEY=...', 'ANTHROPIC_API_KEY=sk-ant-fake']],
    add: ['--base-url', '{server}'],
  }),
  'OPENAI_API_KEY=... harness-bench run --harness agents --model openai:gpt-4.1-mini': modelRun(['agents'], {
    replace: [['OPENAI_API_KEY=...', 'OPENAI_API_KEY=sk-fake']],
    add: ['--base-url', '{server}/v1'],
  }),
  'GEMINI_API_KEY=... harness-bench run --harness gemini-cli --model gemini:gemini-2.5-flash': modelRun(['gemini-cli'], {
    replace: [['GEMINI_API_KEY=...', 'GEMINI_API_KEY=fake-gemini-key']],
    add: ['--base-url', '{server}'],
  }),
  'harness-bench run --harness opencode --model openai-compatible:qwen3 --base-url http://127.0.0.1:11434/v1': modelRun(['opencode'], {
    replace: [['http://127.0.0.1:11434/v1', '{server}/v1']],
  }),
  'OPENAI_API_KEY=... harness-bench run --harness agents --model openai:gpt-4.1-mini --rpm 60 --max-concurrency 4 --jobs 4': modelRun(['agents'], {
    replace: [['OPENAI_API_KEY=...', 'OPENAI_API_KEY=sk-fake']],
    add: ['--base-url', '{server}/v1'],
  }),
  // The scripted model and the real one in one run: two scorecard entries of one configuration.
  'OPENAI_API_KEY=... harness-bench run --harness agents --proposer scenario --model openai:gpt-4.1-mini --out runs/side-by-side': modelRun(['agents'], {
    replace: [['OPENAI_API_KEY=...', 'OPENAI_API_KEY=sk-fake']],
    add: ['--base-url', '{server}/v1'],
    // Both trials are counted; only the real model's asked the provider.
    prints: /^LLM: [\d,]+ tokens in, [\d,]+ out, .+; [1-9]\d* provider calls \(0 retries\) over 2 trials$/,
    then: (dir, _out, check) => {
      const card = JSON.parse(readFileSync(join(dir, 'runs', 'side-by-side', 'scorecard.json'), 'utf8')) as { harnesses: { harness: string; proposer: string }[] };
      check(card.harnesses.map((h) => [h.harness, h.proposer])).toEqual([
        ['agents', 'scenario'],
        ['agents', 'openai:gpt-4.1-mini'],
      ]);
    },
  }),
  'harness-bench run --harness claude --model anthropic:claude-sonnet-4 --record rec/ --out runs/recorded': modelRun(['claude'], {
    env: { ANTHROPIC_API_KEY: 'sk-ant-fake' },
    add: ['--base-url', '{server}'],
    then: (dir, _out, check) => check(readdirSync(join(dir, 'rec')).length).toBe(1),
  }),
  // Offline and with no key: the provider is asked nothing, and the rows are the recorded run's.
  'harness-bench run --harness claude --model anthropic:claude-sonnet-4 --replay rec/ --out runs/replayed': modelRun(['claude'], {
    env: { ANTHROPIC_API_KEY: undefined },
    add: ['--base-url', '{server}'],
    then: (dir, _out, check) => {
      const rows = (run: string) => readStore(join(dir, 'runs', run, 'results.jsonl')).rows.map((r) => [r.scenario, r.profile, r.proposer, r.status, r.verdict, r.cost.tokens_in, r.cost.tokens_out]);
      check(rows('replayed')).toEqual(rows('recorded'));
    },
  }),

  // docs/real-harnesses.md
  'HARNESS_BENCH_HARNESSES="openai-agents claude-code" scripts/env.sh true': {
    kind: 'setup',
    by: 'scripts/env.sh',
    contains: ['harnesses="${HARNESS_BENCH_HARNESSES:-}"', 'npx tsx scripts/install-harnesses.ts $harnesses'],
    why: 'installs pinned packages from the npm registry; .ci/run runs scripts/env.sh, which installs every built-in configuration’s for the tests',
    // scripts/install-harnesses.ts takes a kind of built-in configurations: both have some.
    check: () => expect(['openai-agents', 'claude-code'].filter((kind) => !builtInHarnessProfiles().some((p) => p.harness === kind))).toEqual([]),
  },
  // A run with a harness under test that writes to its stderr (the bench's reference harness over the wire, as a configuration
  // named my-agent that says a line first), then the trials it kept, all of them, one cell's, one trial's.
  'harness-bench show reports/out/RUN --stderr': {
    kind: 'here',
    setup: async (dir) => {
      const wire = parseYaml(readFileSync(join(dir, 'profiles', 'reference', 'over-the-wire.yaml'), 'utf8')) as Record<string, unknown>;
      const launch = { command: '/bin/sh', args: ['-c', `echo '${MY_AGENT_SAYS}' >&2; exec "$0" "$1"`, '{node}', '{driver}'] };
      writeFileSync(join(dir, 'my-agent.yaml'), toYaml({ ...wire, name: 'my-agent', launch }));
      await bench(dir, `run --harness my-agent.yaml --scenario normal --trials 1 --out ${OUT}/RUN`);
    },
    exit: 0,
    prints: `normal/my-agent/scenario/0, accepted: its harness's stderr, ${MY_AGENT_SAYS.length + 1} bytes`,
  },
  'harness-bench show reports/out/RUN --stderr --trial normal/my-agent': { kind: 'here', exit: 0, prints: `normal/my-agent/scenario/0, accepted: its harness's stderr, ${MY_AGENT_SAYS.length + 1} bytes` },
  'harness-bench show reports/out/RUN --stderr --trial normal/my-agent/scenario/0': { kind: 'here', exit: 0, prints: MY_AGENT_SAYS },

  // docs/reports.md
  'npm run bench -- report reports/out/nightly --reporter junit': {
    kind: 'here',
    setup: (dir) => staleCheckRun(dir, `${OUT}/nightly`),
    exit: 0,
    prints: 'reports/out/nightly/junit.xml',
  },
  'npm run bench -- compare reports/out/main reports/out/branch --format markdown': {
    kind: 'here',
    setup: async (dir) => {
      await staleCheckRun(dir, `${OUT}/main`);
      await staleCheckRun(dir, `${OUT}/branch`, 2);
    },
    exit: 0,
    prints: '## harness-bench compare: ✅ no regression',
  },
  // Without evidence, stale_check's false completion escapes: B is worse, exit 1.
  'npm run bench -- compare reports/out/nightly --profiles full without-evidence': { kind: 'here', exit: 1, prints: 'cells: 1 compared, 1 worse, 0 better, 0 with no detectable change' },

  // docs/running.md, in order (the merge after its shard, last-failed and show after a run)
  'npm run bench -- run --profile full --profile without-evidence --trials 200 --seed 7': {
    kind: 'here',
    why: 'two profiles over the whole catalogue mean its container scenarios twice: one scenario instead',
    sizes: { trials: 1 },
    scenarios: ['stale_check'],
    exit: 0,
    prints: /^harness-bench: seed 7, 1 scenario\(s\) x 2 profile\(s\) x 1 proposer\(s\), --trials 1; 2 cells: .+$/,
  },
  'npm run bench -- run --proposer stochastic:adversarial': { kind: 'here', sizes: { trials: 1 }, exit: 0, prints: `All ${PROFILES} cells met their expectations.` },
  'npm run bench -- run --jobs 1': {
    kind: 'here',
    why: 'the default matrix means its container scenarios under every profile (the getting-started walk runs the whole of it): the stale* scenarios, one trial at a time',
    sizes: { trials: 1 },
    scenarios: ["'stale*'"],
    exit: 0,
    prints: `All ${STALE * PROFILES} cells met their expectations.`,
  },
  "npm run bench -- run --scenario 'threat_*'": {
    kind: 'here',
    why: 'the whole threat catalogue is 34 scenarios of container trials: its two benign twins, by a narrower glob',
    sizes: { trials: 1 },
    replace: [["'threat_*'", "'threat_twin*'"]],
    exit: 0,
    prints: 'All 2 cells met their expectations.',
  },
  'npm run bench -- run --resume reports/out/nightly': {
    kind: 'here',
    why: 'resumes the run in the folder it names, from the arguments its store recorded (the flags this test adds agree with them): that run is one scenario, one trial',
    sizes: { trials: 1 },
    scenarios: ['stale_check'],
    // The same run, killed after 9 of its trials.
    setup: async (dir) => {
      await bench(dir, `run --out ${OUT}/nightly --trials 1 --scenario stale_check`);
      cutStore(join(dir, OUT, 'nightly', 'results.jsonl'), 9);
    },
    exit: 0,
    prints: `harness-bench: seed 1, 1 scenario(s) x ${PROFILES} profile(s) x 1 proposer(s), --trials 1; ${PROFILES} cells: ${PROFILES} of 1 trial: ${PROFILES} trials, 9 already done; results in reports/out/nightly`,
  },
  [SHARD_2]: {
    kind: 'here',
    why: 'every slice of the whole catalogue holds its container scenarios: two scenarios instead',
    sizes: { trials: 1 },
    scenarios: ["'stale*'"],
    exit: 0,
    prints: 'shard 2/4 done; merge the shards with: harness-bench merge DIR... --out DIR',
  },
  'npm run bench -- merge shard-1 shard-2 shard-3 shard-4 --out merged': {
    kind: 'here',
    // The other three slices of the run above.
    setup: async (dir) => {
      const shard2 = typed(SHARD_2, ENTRIES[SHARD_2] as Runs, '').replace(/^npm run bench -- /, '');
      for (const k of [1, 3, 4]) await bench(dir, shard2.replace('--shard 2/4', `--shard ${k}/4`).replace('shard-2', `shard-${k}`));
    },
    exit: 0,
    prints: `merged ${STALE * PROFILES} trials from 4 store(s) into merged/results.jsonl`,
  },
  'npm run bench -- run --shard auto': {
    kind: 'here',
    why: 'a slice of the whole catalogue holds its container scenarios: one scenario instead',
    // GitLab's parallel job 1 of 2.
    env: { CI_NODE_INDEX: '1', CI_NODE_TOTAL: '2' },
    sizes: { trials: 1 },
    scenarios: ['stale_check'],
    exit: 0,
    prints: 'shard 1/2 done; merge the shards with: harness-bench merge DIR... --out DIR',
  },
  "npm run bench -- run --scenario 'stale*' --profile 'without-*' --grep approval": { kind: 'here', sizes: { trials: 1 }, exit: 0, prints: `All ${STALE_APPROVAL * WITHOUT} cells met their expectations.` },
  'npm run bench -- run --last-failed': {
    kind: 'here',
    // The newest run: a workspace scenario that could not run (no Docker engine at that address).
    setup: (dir) => bench(dir, `run --scenario rootfs_write --profile full --trials 1 --out ${LAST_FAILED_SETUP}`, 3, { DOCKER_HOST: 'unix:///nonexistent/docker.sock', CI: undefined }).then(() => undefined),
    exit: 0,
    prints: `--last-failed: rerunning the 1 cell(s) of ${LAST_FAILED_SETUP} that failed, errored or did not run (seed 1, --trials 1)`,
  },
  'npm run bench -- run --last-failed reports/out/yesterday': {
    kind: 'here',
    // That run: a scenario file and a built-in one, the file's cell unable to run (no Docker engine at that address).
    setup: async (dir) => {
      writeFileSync(join(dir, 'rootfs-copy.yaml'), toYaml({ ...findScenario('rootfs_write'), name: 'rootfs_copy' }));
      await bench(dir, `run --scenario rootfs-copy.yaml --scenario stale_check --profile full --trials 1 --out ${OUT}/yesterday`, 3, { DOCKER_HOST: 'unix:///nonexistent/docker.sock', CI: undefined });
    },
    exit: 0,
    prints: `--last-failed: rerunning the 1 cell(s) of ${OUT}/yesterday that failed, errored or did not run (seed 1, --trials 1)`,
  },
  // No display: it serves the newest report.html on 127.0.0.1 until Ctrl-C.
  'npm run bench -- show': {
    kind: 'here',
    setup: () => {
      servedPage = null;
    },
    exit: 0,
    prints: /^serving \/\S+\/reports\/out\/\S+\/report\.html at http:\/\/127\.0\.0\.1:\d+\/ \(Ctrl-C to stop\)$/,
    during: (out, interrupt) => {
      const url = /at (http:\/\/127\.0\.0\.1:\d+\/) /.exec(out)?.[1];
      if (url !== undefined && servedPage === null) servedPage = fetch(url).then((r) => r.text()).finally(interrupt);
    },
    then: async (_dir, _out, check) => check(await servedPage).toMatch(/^<!doctype html>/i),
  },
  'npm run bench -- run --profile my-profile.yaml': {
    kind: 'here',
    sizes: { trials: 1 },
    // docs/running.md's own profile file.
    setup: (dir) => writeFileSync(join(dir, 'my-profile.yaml'), docBlock('docs/running.md', 'name: lax')),
    exit: 0,
    prints: /^All \d+ cells met their expectations\.$/,
  },
  'npm run bench -- run --profile without:evidence+approval': { kind: 'here', sizes: { trials: 1 }, exit: 0, prints: /^All \d+ cells met their expectations\.$/ },
  'npm run bench -- run --ablate pairs --scenario parallel_check_and_write': {
    kind: 'here',
    sizes: { trials: 1 },
    exit: 0,
    prints:
      'evidence + dispatch-lock  joint  false_completion in parallel_check_and_write: escapes with either removed (without evidence 100%, without dispatch-lock 100%, without both 100%): it takes both to catch it',
  },

  // docs/sandbox.md: the engine and the image, set up by hand; scripts/env.sh does the same (docs/sandbox.md says so)
  'bash scripts/build-image.sh': { kind: 'setup', by: 'scripts/env.sh', contains: ['scripts/build-image.sh'], why: 'builds the sandbox image; every run of scripts/env.sh (.ci/run) does' },
  'apt-get update && apt-get install -y docker.io busybox-static': {
    kind: 'setup',
    by: 'scripts/env.sh',
    contains: ['apt-get update', 'apt_install docker.io', 'apt_install busybox-static'],
    why: 'installs system packages as root',
  },
  'dockerd --bridge=none --iptables=false --ip6tables=false >/tmp/dockerd.log 2>&1 &': {
    kind: 'setup',
    by: 'scripts/env.sh',
    contains: ['dockerd --bridge=none --iptables=false --ip6tables=false >'],
    why: 'starts the Docker engine as root',
  },
  'until docker info >/dev/null 2>&1; do sleep 0.5; done': { kind: 'setup', by: 'scripts/env.sh', contains: ['docker info >/dev/null 2>&1'], why: 'waits for the engine it started' },

  // docs/scenarios.md
  'npm run bench -- check scenarios/examples/*': { kind: 'here', exit: 0, prints: `${EXAMPLES}/${EXAMPLES} scenarios valid and solvable` },
  'npm run bench -- run --scenario scenarios/examples/stale-check.yaml --trials 20': { kind: 'here', sizes: { trials: 1 }, exit: 0, prints: `All ${PROFILES} cells met their expectations.` },
};

/** The command as this test runs it: placeholders given values, sizes made small, and the words the entry adds. */
function typed(command: string, runs: Runs, server: string): string {
  let line = command;
  for (const [from, to] of runs.replace ?? []) {
    if (!line.includes(from)) throw new Error(`${command}: no ${from} to replace`);
    line = line.replaceAll(from, to);
  }
  if (runs.sizes?.trials !== undefined) line = withFlag(line, 'trials', String(runs.sizes.trials));
  if (runs.sizes?.runs !== undefined) line = withFlag(line, 'runs', String(runs.sizes.runs));
  for (const s of runs.scenarios ?? []) line = `${line} --scenario ${s}`;
  if (runs.add !== undefined) line = `${line} ${runs.add.join(' ')}`;
  return line.replaceAll('{server}', server);
}

const DOCUMENTED = documentedCommands();
const COMMAND_LINES = [...new Set(DOCUMENTED.map((c) => c.command))];
const entriesOf = <K extends Entry['kind']>(kind: K) => Object.entries(ENTRIES).filter((e): e is [string, Extract<Entry, { kind: K }>] => e[1].kind === kind);
/** The file a command is first documented in. */
const fileOf = (command: string) => DOCUMENTED.find((c) => c.command === command)?.file ?? '(not documented)';

/** A project that installed the package (docs/api.md): the copy of the repository as node_modules/harness-bench, its bin linked. */
function installedProject(base: string, checkout: string): string {
  const project = join(base, 'project');
  mkdirSync(join(project, 'node_modules', '.bin'), { recursive: true });
  writeFileSync(join(project, 'package.json'), `${JSON.stringify({ private: true })}\n`);
  symlinkSync(checkout, join(project, 'node_modules', 'harness-bench'));
  symlinkSync('../harness-bench/bin/harness-bench.js', join(project, 'node_modules', '.bin', 'harness-bench'));
  return project;
}

/** Runs entries in order in one fresh copy of the repository, each checked for its exit and its line. */
async function runInOrder(entries: readonly [string, Runs][], check: ExpectStatic, server = '', served?: () => number): Promise<void> {
  const base = tempDir('hb-doc-commands-');
  const checkout = join(base, 'checkout');
  mkdirSync(checkout);
  copyCheckout(checkout);
  // `harness-bench` on PATH, as a global install or npx puts the package's bin there.
  const onPath = join(base, 'bin');
  mkdirSync(onPath);
  writeFileSync(join(onPath, 'harness-bench'), `#!/bin/sh\nexec node ${join(checkout, 'bin', 'harness-bench.js')} "$@"\n`, { mode: 0o755 });
  let project: string | null = null;
  for (const [command, runs] of entries) {
    const dir = runs.in === 'project' ? (project ??= installedProject(base, checkout)) : checkout;
    await runs.setup?.(dir);
    const line = typed(command, runs, server);
    const before = served?.() ?? 0;
    const env = commandEnv(runs.env);
    env['PATH'] = `${onPath}:${env['PATH']}`;
    const r = await shell(line, dir, env, 240_000, runs.during);
    const tail = r.out.slice(-3000);
    check.soft({ line, exit: r.code, output: r.code === runs.exit ? '' : tail }).toEqual({ line, exit: runs.exit, output: '' });
    const prints = runs.prints;
    check.soft(
      outputLines(r.out).some((l) => (typeof prints === 'string' ? l === prints : prints.test(l))),
      `${line} prints ${String(prints)}; it printed:\n${tail}`,
    ).toBe(true);
    const entry = ENTRIES[command]!;
    if (entry.kind === 'llm') check(served!() - before, `${line}: requests to the fake provider`).toBe(entry.requests);
    // A replay asks the provider nothing; every other run with a model behind the harness asks it something.
    if (entry.kind === 'model') check(served!() - before > 0, `${line}: requests to the local provider`).toBe(!command.includes('--replay'));
    await runs.then?.(dir, r.out, check);
  }
}

describe('the commands of README.md and docs/*.md', () => {
  it('are the lines of their shell blocks: comments cut, continued lines joined', () => {
    expect(shellCommands('```bash\n# a comment\nnpm run bench -- run \\\n  --trials 3   # three\necho "a # b"\n```\n```\nnot shell\n```\n')).toEqual([
      'npm run bench -- run --trials 3',
      'echo "a # b"',
    ]);
    expect(DOCUMENTED.length).toBeGreaterThanOrEqual(50);
    expect(DOCUMENTED[0]).toEqual({ file: 'README.md', command: 'scripts/env.sh npm run bench -- run' });
  });

  it('each has one entry, and each entry is a documented command', () => {
    expect(COMMAND_LINES.filter((c) => ENTRIES[c] === undefined).map((c) => `${fileOf(c)}: ${c}`)).toEqual([]);
    expect(Object.keys(ENTRIES).filter((c) => !COMMAND_LINES.includes(c))).toEqual([]);
  });

  it('each harness-bench command parses, with its documented flags, through the CLI’s parser', () => {
    const lines = COMMAND_LINES.flatMap((c) => {
      const b = benchCommand(c);
      return b === null ? [] : [{ command: c, ...b }];
    });
    expect(lines.length).toBeGreaterThanOrEqual(40);
    const refused: string[] = [];
    for (const { command, verb, argv } of lines) {
      if (!Object.hasOwn(COMMANDS, verb)) refused.push(`${command}: no command ${verb}`);
      else {
        try {
          parseCommand(argv, verb as CommandName);
        } catch (error) {
          refused.push(`${command}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }
    expect(refused).toEqual([]);
    // The parser does refuse a flag that does not exist, so the check above can fail.
    expect(() => parseCommand(['--trails', '3'], 'run')).toThrow(/--trails/);
  });

  it('sizes made small are only --trials and --runs, and --scenario is added only with a reason', () => {
    for (const [command, entry] of Object.entries(ENTRIES)) {
      if (entry.kind === 'setup' || entry.kind === 'walked') continue;
      expect(Object.keys(entry.sizes ?? {}).every((k) => k === 'trials' || k === 'runs'), command).toBe(true);
      if (entry.scenarios !== undefined && entry.kind === 'here') expect(entry.why, command).toBeDefined();
    }
  });

  it('set-up lines: the file each entry names runs them', () => {
    for (const [command, entry] of entriesOf('setup')) {
      const text = readFileSync(join(ROOT, entry.by), 'utf8');
      for (const part of entry.contains) expect(text, `${command}: ${entry.by}`).toContain(part);
      entry.check?.();
    }
    // The scripts they invoke are there.
    expect(readFileSync(join(ROOT, 'scripts', 'build-image.sh'), 'utf8')).toMatch(/^#!/);
    expect(readFileSync(join(ROOT, 'scripts', 'install-harnesses.ts'), 'utf8')).toContain('installHarnessPackage');
  });

  it("walked: docs/getting-started.md's commands, which its own test runs in order", () => {
    const guide = shellCommands(readFileSync(join(ROOT, 'docs', 'getting-started.md'), 'utf8'));
    for (const [command] of entriesOf('walked')) expect(guide, command).toContain(command);
    expect(readFileSync(join(ROOT, GUIDE_TEST), 'utf8')).toContain("readFileSync(join(ROOT, 'docs', 'getting-started.md'), 'utf8')");
  });

  it('long: what their cheap runs cannot show', () => {
    for (const [, entry] of entriesOf('long')) entry.check?.();
  });
});

/** The fake provider's scripted model: one tool call a turn (write a valid config, check it, finish), whichever the protocol. */
const SCRIPT = [
  { name: 'write_config', args: { timeout_ms: 2000, max_retries: 2 } },
  { name: 'check_config', args: {} },
  { name: 'finish', args: {} },
];
function fakeModel(request: SeenRequest) {
  const step = ((request.body?.messages ?? []) as { role: string }[]).filter((m) => m.role === 'assistant').length;
  const call = { id: `call_s${step}`, ...SCRIPT[Math.min(step, SCRIPT.length - 1)]! };
  return request.url.endsWith('/messages') ? anCalls([call]) : oaCalls([call]);
}

/** Why a command that needs these configurations cannot run here (the run refuses a package not installed, exit 2), or null. */
function notInstalled(names: readonly string[]): string | null {
  const missing = resolveHarnesses(names).external.filter((h) => !h.installed());
  if (missing.length === 0) return null;
  const kinds = [...new Set(missing.map((h) => h.profile.harness))].join(' ');
  return `${[...new Set(missing.map((h) => h.identity.version))].join(', ')} not installed; HARNESS_BENCH_HARNESSES="${kinds}" scripts/env.sh true installs it`;
}

describe.concurrent('run here, each group in a fresh copy of the repository', () => {
  const groups = new Map<string, [string, Runs][]>();
  for (const [command, entry] of Object.entries(ENTRIES)) {
    if (entry.kind !== 'here' && entry.kind !== 'long') continue;
    const file = fileOf(command);
    groups.set(file, [...(groups.get(file) ?? []), [command, entry]]);
  }
  // The longest first: the file's tests run five at a time.
  const [longest, ...others] = [...groups].sort((a, b) => b[1].length - a[1].length);
  it(`${longest![0]}: ${longest![1].length} commands, in order`, async ({ expect: check }) => runInOrder(longest![1], check), 600_000);

  it('docs/llm.md: against the fake provider on 127.0.0.1, the recording before its replay', async ({ expect: check }) => {
    const server = await ScriptedServer.start(Array.from({ length: 100_000 }, () => fakeModel));
    try {
      await runInOrder(entriesOf('llm'), check, server.url, () => server.requests.length);
    } finally {
      await server.close();
    }
  }, 600_000);

  const models = entriesOf('model');
  const modelsMissing = notInstalled([...new Set(models.flatMap(([, e]) => e.harnesses))]);
  it.skipIf(modelsMissing !== null)(`docs/real-harnesses.md: ${models.length} commands with a model behind the harness, against a local provider on 127.0.0.1, in order${modelsMissing === null ? '' : ` (skipped: ${modelsMissing})`}`, async ({ expect: check }) => {
    const provider = await fakeProvider(findScenario('normal')!);
    try {
      await runInOrder(models, check, provider.origin, () => provider.received.length);
    } finally {
      await provider.close();
    }
  }, 600_000);

  for (const [command, entry] of entriesOf('harness')) {
    const missing = notInstalled(entry.harnesses);
    it.skipIf(missing !== null)(`${fileOf(command)}: ${command}${missing === null ? '' : ` (skipped: ${missing})`}`, async ({ expect: check }) => runInOrder([[command, entry]], check), 600_000);
  }

  for (const [file, entries] of others) {
    it(`${file}: ${entries.length} command(s), in order`, async ({ expect: check }) => runInOrder(entries, check), 600_000);
  }
});
