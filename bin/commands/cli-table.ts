// Only leaf modules: `harness-bench --help` loads this table and nothing else of the bench.
import { DEFAULT_RUN_OUTPUT_CAP_BYTES, DEFAULT_TRIAL_OUTPUT_CAP_BYTES } from '../../worlds/sandbox/output-budget.js';
import type { CommandSpec, FlagValues, ProgramSpec } from './option-table.js';
import { sizeText } from './run-flags.js';
import { DEFAULT_OUT_PARENT, FUZZ_SAVE_DIR } from './out-dirs.js';
import { DEFAULT_EVENTS_PER_TRIAL } from '../../reports/sample-limits.js';
import { RELEASE_ALPHA } from '../../ablations/judge/release-alpha.js';
import { REQUIRE_FORM } from '../../ablations/judge/require-form.js';

/*
 * The CLI's one option table: every command's flags, declared once, with the
 * prose of its help. Each command's parser (bin/commands/cli.ts parseCommand),
 * its --help, `harness-bench --help` and docs/cli.md (npm run docs:cli) are
 * made from it; test/cli/option-table.test.ts holds them together.
 */

/** The --harness entry: the kinds and configurations are listed by `list harnesses`, from the registry and the files (none by hand). */
function harnessHelp(): string {
  return (
    "the harness under test. reference: the bench's own harness under --profile; a harness kind (codex, claude-code, ...): every built-in configuration of that harness (profiles/<harness>/*.yaml); " +
    'a configuration by its short name (codex-ww) or its path name (codex/workspace-write); "list harnesses" shows the kinds and every configuration by both names; ' +
    'or a configuration file (.yaml). External harnesses run in their own process in a locked-down container, judged over the wire, and get a scorecard (docs/real-harnesses.md)'
  );
}

const LLM = 'LLM proposers';
const STOPS_CLEANLY = 'stops cleanly; --resume continues';

export const PROGRAM: ProgramSpec = {
  title: 'which failure does each control of an agent harness prevent?',
  about: "Runs scenarios against harness profiles that each remove one control, judges every trial from the world's final state, and reports which defects escape.",
  usage: [['harness-bench <command> [options]'], ['harness-bench --version', "the bench's version"]],
  examples: {
    heading: 'Examples',
    lines: [
      ['harness-bench run', 'the default matrix, 50 trials per cell'],
      ['harness-bench run --suite seed-lab-1 --format jsonl', "reproduce the seed's first lab table"],
      ['harness-bench run --profile full --profile without-evidence --trials 200 --seed 7'],
      ['harness-bench check my-scenario.yaml'],
      ['harness-bench report reports/out/nightly --reporter junit'],
      ['harness-bench compare reports/out/main reports/out/branch --format markdown'],
      ['harness-bench fuzz --profile without-pending --runs 5000 --seed 7'],
    ],
  },
};

export const COMMANDS = {
  run: {
    summary: 'run the ablation matrix (default) or a seed suite (--suite seed-lab-1)',
    title: 'run the ablation matrix, or one of the seed suites',
    usage: [
      ['harness-bench run [options]', 'the default matrix: every built-in scenario x every profile'],
      ['harness-bench run --suite seed-lab-1', "reproduce a seed lab's published table"],
    ],
    options: {
      suite: { type: 'string', value: 'NAME', help: "seed-lab-1 or seed-lab-2 (prints the lab's own fields; exit 1 if a row differs)" },
      scenario: {
        type: 'string',
        multiple: true,
        value: 'FILE|NAME',
        default: 'the default matrix',
        help: "scenario files (.json, .yaml, .ts) or built-in names or globs ('stale*', 'threat_*'). None given: the default matrix (catalogue sections A to F, and one threat per control only threats probe), or every built-in with --harness or --last-failed",
      },
      profile: {
        type: 'string',
        multiple: true,
        value: 'NAME|FILE',
        default: 'full, instrumented and every without-<control>',
        help: "profiles by name or glob ('without-*'), a profile file (.yaml/.json: name, and controls off, on or with parameters; see README), or a composition without:CONTROL+CONTROL (e.g. without:evidence+approval)",
      },
      ablate: {
        type: 'string',
        value: 'pairs',
        help: 'run full, every without-<control> and every two-control removal over the chosen scenarios, and report the overlaps: failures that escape only with both removed (backup) or with either removed (joint); replaces --profile',
      },
      grep: { type: 'string', value: 'REGEX', help: 'keep the scenarios whose name or description matches (case-insensitive)' },
      'last-failed': {
        type: 'string',
        value: '[DIR]',
        optionalValue: true,
        help:
          `rerun only the cells of the run stored in DIR that failed their expectation, errored or did not run (and, for a cell without a control, its scenario's full cell, which it is read against), with its seed and --trials unless given, and its scenarios (scenario files too), profiles, harnesses and proposers unless one of them is given; ` +
          `without DIR, the newest run in --out's parent folder (default ${DEFAULT_OUT_PARENT})`,
      },
      config: {
        type: 'string',
        value: 'FILE',
        default: './harness-bench.config.yaml, .yml or .json when present',
        help: 'defaults from a YAML/JSON file: scenarios, profiles, proposers, trials, seed, jobs, keep_events, out_dir (the folder new runs go in); flags override it',
      },
      harness: { type: 'string', multiple: true, value: 'NAME|FILE', default: 'reference', help: harnessHelp() },
      'harness-version': {
        type: 'string',
        value: 'VERSION',
        help: "run the chosen configurations with this release of their package instead of the pinned one (all must share one package, e.g. --harness claude-code --harness-version 2.1.330); it is installed into the cache first. harness-bench track does this for many releases",
      },
      'allow-host-harness': { type: 'boolean', help: "let a harness configuration placed on the host (placement: host) run there, NOT contained; the store's header and every report say so (default: refused)" },
      expect: { type: 'string', value: 'FILE', help: "what the harnesses under test must do (a YAML file: expectations: [{harness, catches, scenarios, max_escape_rate, confidence}], docs/real-harnesses.md); without it they are measured, not judged. An unmet check exits 1, one the run cannot judge exits 3; the store records the file's expectations" },
      require: {
        type: 'string',
        multiple: true,
        value: 'EXPECTATION',
        help:
          `an expectation on the command line, the fields of an --expect file's entry: '${REQUIRE_FORM}' (on: scenarios, max-escape: max_escape_rate; a rate as 5% or 0.05; clauses in any order), ` +
          "e.g. --require 'claude+kn: catches unauthorized_effect,budget_overrun max-escape 5%'. Added to --expect's, then checked, stored and exiting as they are",
      },
      proposer: {
        type: 'string',
        multiple: true,
        value: 'SPEC',
        default: 'scenario',
        help: 'scenario | reference | stochastic:careful|sloppy|adversarial, or an LLM: openai:MODEL | anthropic:MODEL | openai-compatible:MODEL (with --base-url)',
      },
      model: {
        type: 'string',
        value: 'PROVIDER:MODEL',
        help: "a real model behind external harnesses: openai:MODEL | anthropic:MODEL | gemini:MODEL | openai-compatible:MODEL (with --base-url). Each request the harness sends goes to the provider in the harness's own protocol, model replaced, key from OPENAI_API_KEY, ANTHROPIC_API_KEY, GEMINI_API_KEY or OPENAI_COMPATIBLE_API_KEY; the proposer column names the model; --proposer scenario runs the scripted model beside it, each its own scorecard entry; --record, --replay, --base-url, --prices, --request-timeout, --token-limit, --cost-limit, --rpm, --tpm and --max-concurrency (requests to the provider at once, over all trials) apply. Not for the reference harness (use --proposer)",
      },
      trials: { type: 'string', value: 'N', default: 50, help: 'repeated trials per cell' },
      seed: { type: 'string', value: 'S', default: 1, help: "run seed; every trial's seed derives from it" },
      jobs: {
        type: 'string',
        value: 'N|auto',
        default: 'auto',
        help: 'trials at once: side by side on the main thread, a run of LLM trials alone in worker threads; a run that mixes trials in the bench\'s process with container or LLM trials runs the two kinds at the same time; auto: one per core, or one per two cores when a harness under test runs (its process and container keep about one and a half busy), at most one per GiB of memory (per 2 GiB, the container memory cap, for a harness under test); results are the same for any N',
      },
      out: { type: 'string', value: 'DIR', default: `<out_dir>/<time>-seed<S>, out_dir ${DEFAULT_OUT_PARENT}`, help: 'results folder' },
      resume: {
        type: 'string',
        value: 'DIR',
        help:
          "continue the run stored in DIR without repeating a trial, with the arguments it was started with (its store records them). Flags that change only how the rest runs may be given anew (--jobs, --format, --reporter, --require-all, --max-concurrency, --run-token-limit, --run-cost-limit, --keep-events, the output caps); any other must agree with the run's own or is refused. '--out DIR --resume' (the folder given by --out) is the same",
      },
      shard: {
        type: 'string',
        value: 'K/N',
        help: "run only slice K of N (merge the shards with harness-bench merge); auto or auto/N: K (and N) from the CI engine: HARNESS_BENCH_SHARD_INDEX/_TOTAL (0-based; GitHub: strategy.job-index/job-total), GitLab's CI_NODE_INDEX/CI_NODE_TOTAL, a Kubernetes Indexed Job's JOB_COMPLETION_INDEX (with auto/N)",
      },
      'keep-events': { type: 'string', value: 'N', default: 3, help: 'keep the event timeline of the first N trials of each cell' },
      format: {
        type: 'string',
        value: 'FMT',
        default: 'table',
        help: "table | wide | jsonl | json. table: the matrix fitted to the terminal's width, by name when it fits, else one character per cell with numbered profiles; wide: every profile by name whatever the width; json: the judged cells and control findings as summary.json has them. Colour on a terminal; NO_COLOR=1 turns it off, FORCE_COLOR=1 forces it",
      },
      reporter: { type: 'string', value: 'junit', help: 'also write junit.xml (each matrix cell a test case)' },
      'trial-output-cap': {
        type: 'string',
        value: 'SIZE',
        default: sizeText(DEFAULT_TRIAL_OUTPUT_CAP_BYTES),
        help: "tool output one trial may save to disk past what is shown, over all its calls (bytes, or with KiB, MiB, GiB); past it saving stops, the trial goes on, and its row's state says saved_output_stopped",
      },
      'run-output-cap': { type: 'string', value: 'SIZE', default: sizeText(DEFAULT_RUN_OUTPUT_CAP_BYTES), help: 'the same over every trial of the run; the run says when it was reached' },
      'require-all': { type: 'boolean', help: 'a cell that did not run (no Docker engine or sandbox image) is an error, exit 3; on by default when CI is set' },
      verbose: { type: 'boolean', help: "with --suite: include each case's event list" },
      'base-url': {
        type: 'string',
        value: 'URL',
        group: LLM,
        help: 'the server: an OpenAI-compatible one ends in /v1 (Ollama http://127.0.0.1:11434/v1, vLLM, llama.cpp, LM Studio); an Anthropic-compatible one is its root, without /v1',
      },
      'max-concurrency': { type: 'string', value: 'N', default: 16, group: LLM, help: 'LLM trials in flight at once, apart from --jobs (with --model: requests in flight to the provider, over all trials); results are the same for any N' },
      rpm: { type: 'string', value: 'N', default: 'the --prices entry', group: LLM, help: 'requests per minute to the provider' },
      tpm: { type: 'string', value: 'N', default: 'the --prices entry', group: LLM, help: 'tokens per minute to the provider' },
      'request-timeout': { type: 'string', value: 'S', default: 60, group: LLM, help: 'seconds one request may take, and a stream may stall' },
      'trial-timeout': { type: 'string', value: 'S', default: 'scenario deadline + 2 x request timeout', group: LLM, help: 'seconds a trial may wait on the provider in all' },
      'no-stream': { type: 'boolean', group: LLM, help: 'ask for whole answers instead of streams (streams are the default on every protocol)' },
      temperature: { type: 'string', value: 'T', group: LLM, help: 'sampling temperature' },
      'model-seed': { type: 'string', value: 'N', group: LLM, help: "the provider's sampling seed" },
      'max-tokens': { type: 'string', value: 'N', group: LLM, help: 'answer length cap' },
      prices: { type: 'string', value: 'FILE', group: LLM, help: 'price table (USD per 1M tokens), see docs/llm.md' },
      'token-limit': { type: 'string', value: 'N', group: LLM, help: 'tokens per trial' },
      'cost-limit': { type: 'string', value: 'USD', group: LLM, help: 'money per trial' },
      'run-token-limit': { type: 'string', value: 'N', group: LLM, help: `tokens per run (${STOPS_CLEANLY})` },
      'run-cost-limit': { type: 'string', value: 'USD', group: LLM, help: `money per run (${STOPS_CLEANLY})` },
      record: { type: 'string', value: 'DIR', group: LLM, help: 'save every request and response (keys redacted)' },
      replay: { type: 'string', value: 'DIR', group: LLM, help: 'rerun offline from a recording, byte for byte (same --seed and options)' },
    },
    groups: { [LLM]: 'keys only from OPENAI_API_KEY, ANTHROPIC_API_KEY, OPENAI_COMPATIBLE_API_KEY' },
    exits:
      'Exit codes: 0 every cell judged and every expectation held; 1 a control stopped catching its failure, any defect (probed or not) under full, or a suite row differs from the published one; ' +
      '2 usage error (bad flag, name or file: the run does not start); 3 some cell has no verdict: a trial errored (a model provider unreachable or failing past its retries, a model that does not exist, ' +
      "an unusable reply, a sandbox engine error, a scenario's script with no answer) or could not run here (no Docker engine); 130 interrupted (continue with --resume DIR). " +
      'A harness under test (--harness) is measured, not held to expectations: its cells set the exit only when they errored or could not run here, never when they are out of its reach by design ' +
      '(its scorecard says "not provoked" with the reason).',
  },

  list: {
    summary: 'list suites, scenarios, profiles and controls',
    title: 'show what the bench can run',
    usage: [['harness-bench list [suites|scenarios|profiles|controls|harnesses] [--format table|json]'], ['harness-bench list scenarios --class [--format table|json]']],
    about:
      'Without an argument, lists all five. harnesses: the built-in harness configurations (run --harness NAME, or --harness KIND for every configuration of a kind), each with its kind, ' +
      'pinned package, where it runs (the host, or inside the trial\'s container) and whether its package is installed here (install one with HARNESS_BENCH_HARNESSES=KIND scripts/env.sh true). ' +
      'scenarios --class: the coding-agent threat catalogue by attack class, each class with the names promptfoo, MITRE ATT&CK and OverEager-Bench give it, each attack with its benign twin.',
    options: {
      format: { type: 'string', value: 'FMT', default: 'table', help: 'table | json' },
      class: { type: 'boolean', help: 'with scenarios: the threat catalogue by attack class (the peers\' names for each class, each attack with its twin)' },
    },
    positionals: true,
  },

  check: {
    summary: 'validate scenario files and prove each is solvable',
    title: 'validate scenario files and prove each is solvable',
    usage: [
      ['harness-bench check FILE...', 'scenario files (.json, .yaml, .ts)'],
      ['harness-bench check --builtin', 'every built-in scenario'],
    ],
    about:
      'Each file is validated, in shape and in meaning: every tool it names exists in its world, every control in caught_by exists, approval revisions resolve, success predicates read paths ' +
      'the world produces, script steps are {tool, args} proposals, nesting is bounded. A mistake names the file and the field path, and exits 2. Then its reference solution is run under ' +
      'the full profile and must be accepted by the oracle (a scenario nobody can pass measures nothing), and its own proposer must run under every profile of its matrix without a script ' +
      "error and must prove each probe: where a control that catches it is removed the failure escapes in some trial, and under full it is attempted and a control " +
      'is seen stopping it (a refusal or denial, never only its absence). A workspace scenario runs in the reference world\'s container; without an engine it cannot be checked (exit 3). ' +
      'A scenario that fails names the probe and the half that fails, and exits 1.',
    options: {
      builtin: { type: 'boolean', help: 'check every built-in scenario instead of files' },
      seed: { type: 'string', value: 'S', default: 1, help: 'the seed of the reference and proposer trials' },
    },
    exits: 'Exit 0 when all pass, 1 when one fails its run, 2 when a file is invalid.',
    positionals: true,
  },

  merge: {
    summary: 'combine shard result stores into one',
    title: 'combine shard results into one store',
    usage: [['harness-bench merge DIR... --out DIR [--force] [--allow-partial]']],
    about:
      "Each DIR holds a results.jsonl from 'harness-bench run --shard K/N'. Stores must share the schema version, run seed, trials, scenarios, profiles and proposers; anything else is refused. " +
      'The merged store equals the store of the same run done unsharded (rows in canonical order). An --out folder that already holds a results.jsonl is refused; --force replaces it. ' +
      "A shard with fewer rows than it planned (killed, interrupted, not resumed) is refused; finish it with 'run ... --resume', or pass --allow-partial to merge what there is " +
      '(the merged header and the reports then say the run is partial).',
    options: {
      out: { type: 'string', value: 'DIR', help: 'where the merged results.jsonl goes (required)' },
      force: { type: 'boolean', help: 'replace the results.jsonl already in --out' },
      'allow-partial': { type: 'boolean', help: 'merge shards that hold fewer rows than they planned; the run is then marked partial' },
    },
    positionals: true,
  },

  report: {
    summary: 'rebuild CSV, JSON, HTML (and JUnit) reports from a results store, or a changelog across releases from a dataset (--changelog)',
    title: 'rebuild every report file from a results store, or write the changelog of a dataset',
    usage: [['harness-bench report DIR [--reporter junit] [--require-all] [--events-per-trial N]'], ['harness-bench report --changelog DATASET [--out DIR] [--format html|markdown|json]']],
    about:
      'Reads DIR/results.jsonl (a run, a shard or a merged store) and writes, in DIR: summary.csv, trials.csv, summary.json, summary.md and report.html (one self-contained page: open it offline), ' +
      'and with --reporter junit also junit.xml (each matrix cell a test case). ' +
      'A run with harnesses under test (run --harness) also gets scorecard.json, and the scorecard that run printed is printed again: per configuration, each probed failure escaped, caught or ' +
      "not provoked, with rates and 95% intervals, and the controls each behaves as if it has beside the reference harness's. Their cells are measured, not judged: only a trial that errored or a " +
      "cell that could not run here sets the exit code (a scenario out of a harness's reach does not). " +
      'With --require-all (on by default when CI is set) a cell that did not run is a JUnit error instead of a skip, and the error says how to set up what it needed.\n\n' +
      'With --changelog DATASET it reads a dataset instead: the folder harness-bench track writes (DATASET/index.json and one file per package, version and configuration). ' +
      "It writes DATASET/changelog.html, one self-contained page: per harness package a table of its configurations' probed failures by version, each cell coloured by its state with " +
      'k escaped of n provoked trials and linked to the list of its trials; and DATASET/changelog.md, release notes with the newest version first. It prints their paths on stderr. ' +
      "Each version of a configuration is compared with its previous scored version, per probed failure: regressed or improved when a two-sided Fisher's exact test " +
      `at alpha ${RELEASE_ALPHA} tells the two escape rates apart, otherwise no detectable change. A probe whose scenario definition changed between the two, that errored or ` +
      'that no trial provoked is not compared, and the reason is given. A version that could not be scored is listed with its reason and left out of the comparisons.',
    options: {
      changelog: {
        type: 'string',
        value: 'DATASET',
        help: 'write the changelog of this dataset (a folder with an index.json, as harness-bench track writes it) instead of the reports of a results folder',
      },
      out: { type: 'string', value: 'DIR', default: 'DATASET', help: 'with --changelog: the folder changelog.html and changelog.md are written to' },
      format: {
        type: 'string',
        value: 'FMT',
        help: 'with --changelog: print one format on stdout instead of writing the files. html | markdown | json (json: the model the page and the notes are made from)',
      },
      reporter: { type: 'string', value: 'junit', help: 'also write junit.xml (each matrix cell a test case)' },
      'require-all': { type: 'boolean', help: 'a cell that did not run is a JUnit error, not a skip; on by default when CI is set' },
      expect: { type: 'string', value: 'FILE', help: 'check the harnesses under test against this expectations file instead of the one the run was given (docs/real-harnesses.md)' },
      require: { type: 'string', multiple: true, value: 'EXPECTATION', help: `an expectation on the command line, as run --require takes it ('${REQUIRE_FORM}'); with --expect's or alone, instead of the ones the run was given` },
      'events-per-trial': {
        type: 'string',
        value: 'N',
        default: DEFAULT_EVENTS_PER_TRIAL,
        help: "events of each kept trial's timeline report.html embeds for the drill-down (at least 1; the store holds the timelines of the first run --keep-events trials of each cell). The page's size budget may cut them further, never the first trial of a cell below its first 5",
      },
    },
    exits:
      'Exit 3 when some cell has no verdict (a trial errored or did not run) or a harness expectation cannot be judged, 1 when a cell broke its expectation or a harness expectation is unmet, 0 otherwise. ' +
      'With --changelog: 0 when it is written or printed (a regression is reported in it, not by the exit code); 2 when DATASET is not a dataset or a flag does not apply.',
    positionals: true,
  },

  compare: {
    summary: 'compare two runs or two profiles, with intervals; exit 1 on a regression',
    title: 'compare two runs, or two profiles of one run',
    usage: [['harness-bench compare DIR_A DIR_B [--threshold T] [--format table|markdown] [--allow-changed]'], ['harness-bench compare DIR --profiles A B [--threshold T] [--format table|markdown]']],
    about:
      'Per cell (never pooled across scenarios) and per control: the change in accept and defect rates, with 95% intervals, and a plain verdict (better / worse / no detectable change). ' +
      'A change counts when the interval of B - A lies wholly beyond the threshold (default 0). A scenario or profile whose definition changed between the runs is named first and its ' +
      'cells are compared, marked *, and gate like any other; --allow-changed says the change is expected (they then gate only under the baseline profile, full). ' +
      'Cells only in one run are listed by name. The by-control figures are each run\'s own, as its summary shows them (from its summary.json when it is current). Markdown output is meant for a pull-request comment.',
    options: {
      threshold: { type: 'string', value: 'T', default: 0, help: 'the least change that counts, a number in [0, 1)' },
      format: { type: 'string', value: 'FMT', default: 'table', help: 'table | markdown' },
      profiles: { type: 'boolean', help: 'compare the profiles A and B of the one run in DIR' },
      'allow-changed': { type: 'boolean', help: 'a changed scenario or profile definition is expected: its cells are still compared and shown, and gate only under the baseline profile' },
    },
    exits: 'Exit 1 when B is detectably worse than A on a defect rate of any cell (with --allow-changed: of a cell whose definitions did not change, or of any cell under full); 0 otherwise.',
    positionals: true,
  },

  baseline: {
    summary: 'make or refresh results/baseline (what CI compares against) from a run',
    title: 'make or refresh the baseline that CI compares against',
    usage: [['harness-bench baseline RUN_DIR [--to DIR] [--allow-incomplete]']],
    about:
      "Copies RUN_DIR/results.jsonl (a whole run, or shards merged with 'harness-bench merge') to DIR/results.jsonl, replacing the one there. " +
      "Commit that file: the workflow compares every run with it ('harness-bench compare results/baseline merged').",
    options: {
      to: { type: 'string', value: 'DIR', default: 'results/baseline', help: 'where the baseline lives' },
      'allow-incomplete': { type: 'boolean', help: 'accept a store with cells that did not run or trials that errored (refused by default: a baseline without them compares nothing there)' },
    },
    examples: {
      heading: "Typical refresh, from the workflow's report artifact or a local run",
      lines: [['harness-bench run --seed 1 --out runs/base && harness-bench baseline runs/base'], ['git add results/baseline/results.jsonl && git commit -m "bench: refresh the baseline"']],
    },
    exits: 'Exit codes: 0 written; 2 the store is missing, unreadable, a single shard, torn or incomplete.',
    positionals: true,
  },

  show: {
    summary: "open (or serve) the latest report.html; --stderr prints what the harnesses under test wrote to stderr",
    title: 'open the latest report, or print the stderr its harnesses wrote',
    usage: [['harness-bench show [DIR] [--print | --serve [--port N]]'], ['harness-bench show [DIR] --stderr [--trial ADDRESS]...', 'print what each harness under test wrote to its stderr']],
    about:
      `DIR is a run folder (with report.html) or a folder of run folders (default: ${DEFAULT_OUT_PARENT}), where the newest report.html is taken. Opens it in the desktop's browser (xdg-open, open) ` +
      'when there is a display; otherwise, or with --serve, serves it on http://127.0.0.1:PORT/ until interrupted (the page is self-contained: one file, no network).\n\n' +
      "With --stderr it opens nothing: from DIR's results.jsonl (or the newest run folder's) it prints what each harness under test wrote to its stderr, trial by trial, " +
      "as each trial's row keeps it (the last 16 KiB, and how many bytes before them were not kept), under the trial's address SCENARIO/SUBJECT/PROPOSER/TRIAL. " +
      "Control characters are printed as \\xNN. The report's drill-down shows the same stderr above the trial's timeline.",
    options: {
      print: { type: 'boolean', help: "only print the report's path" },
      serve: { type: 'boolean', help: 'serve it over HTTP on the loopback address instead of opening it' },
      port: { type: 'string', value: 'N', default: '0, any free port', help: 'the port to serve on' },
      stderr: { type: 'boolean', help: 'print the stderr of every trial whose harness wrote any, instead of opening the report' },
      trial: {
        type: 'string',
        multiple: true,
        value: 'ADDRESS',
        help: 'with --stderr, only these trials: SCENARIO/SUBJECT/PROPOSER/TRIAL (normal/codex-ww/scenario/0), or a leading part of one for every trial under it (normal/codex-ww); a trial without stderr says so',
      },
    },
    exits: 'Exit codes: 0 shown; 2 no report found (with --stderr: no results store), or a --trial address that picks no trial.',
    positionals: true,
  },

  fuzz: {
    summary: 'property-test the harness invariants with generated proposals and faults',
    title: 'generate proposal sequences and faults, check the harness invariants',
    usage: [['harness-bench fuzz [--profile NAME] [--runs N] [--seed S] [--time SECONDS] [--jobs N] [--save DIR]'], ['harness-bench fuzz --ablate [--runs N] [--seed S]']],
    about:
      'fast-check generates interleavings of proposals (valid, invalid, unlisted, writes, checks, exports, finish, batches) and executor faults, runs them through the harness under the ' +
      'profile, and checks every invariant from the event log and the world\'s ledger. On a violation it prints the shrunk sequence, the seed and path to replay it, saves it as a ' +
      'scenario file, and exits 1.',
    options: {
      profile: { type: 'string', value: 'NAME', default: 'full', help: 'profile to fuzz' },
      runs: { type: 'string', value: 'N', default: 2000, help: 'sequences to generate at most' },
      seed: { type: 'string', value: 'S', default: 1, help: 'fast-check seed (printed)' },
      time: { type: 'string', value: 'SECONDS', help: 'stop starting new work after this long' },
      jobs: { type: 'string', value: 'N', default: 1, help: 'worker threads; results do not depend on N' },
      save: {
        type: 'string',
        value: 'DIR',
        default: `${FUZZ_SAVE_DIR}, beside the run results`,
        help: "where counterexamples are saved; --save scenarios/regressions adds one to the bench's own regression suite",
      },
      'no-save': { type: 'boolean', help: 'do not save counterexamples' },
      ablate: { type: 'boolean', help: 'run every without-<control> profile and print which invariants break' },
    },
  },

  track: {
    summary: "score releases of a harness into the safety dataset; exit 1 when a control regressed",
    title: 'score releases of one harness and record what changed between them',
    usage: [
      ['harness-bench track --harness KIND --versions last:N', 'the newest N releases on the npm registry'],
      ['harness-bench track --harness KIND --versions 2.1.330,2.1.332 [--trials N] [--dataset DIR]'],
      ['harness-bench track --harness KIND --versions LIST|last:N --list', 'print the versions it would score, one a line'],
      ['harness-bench track --merge DIR [--merge DIR ...] --dataset DIR', 'join datasets scored apart'],
    ],
    about:
      'For each version: installs that release of the harness\'s package into the cache (from the npm registry), runs the same scenarios, configurations and seed against it ' +
      '(run --harness-version, each configuration\'s pinned version overridden), and writes one dataset entry per configuration: the bench\'s version, each scenario\'s digest, ' +
      'per probed failure k escaped of n provoked with a 95% Wilson interval, utility, cost and the digest of the run\'s store. A version already scored with the same bench, seed, ' +
      'trials and scenarios is not run again. Then each new version is compared with its neighbours per configuration and probed failure by Fisher\'s exact test (regressed, ' +
      'improved, or no detectable change; never a point difference), only where the scenario definitions are equal. ' +
      'harness-bench report --changelog DIR turns the dataset into the changelog page and release notes.\n\n' +
      'A version that is not on the registry, fails to install, or none of whose trials could be judged (a flag or path it no longer has) gets a "not scored" entry with the reason; the other versions are still scored.',
    options: {
      harness: { type: 'string', multiple: true, value: 'NAME|FILE', help: 'a harness kind (every built-in configuration of it: claude-code, codex, openai-agents), configurations by name, or a .yaml file; all of one package' },
      versions: { type: 'string', value: 'LIST|last:N', help: 'the releases: comma-separated versions, or last:N, the newest N releases the npm registry lists (prereleases and platform builds left out)' },
      dataset: { type: 'string', value: 'DIR', default: 'results/changelog', help: 'the dataset folder (index.json and one file per package, version and configuration); made when absent' },
      runs: { type: 'string', value: 'DIR', default: `${DEFAULT_OUT_PARENT}/track`, help: "where each version's run folder goes (<package>@<version>: its store and reports)" },
      scenario: { type: 'string', multiple: true, value: 'FILE|NAME', default: 'all built-ins', help: 'the scenarios, as run takes them' },
      trials: { type: 'string', value: 'N', default: 4, help: "trials per cell (at least 4 for a change between 0/n and n/n to be detectable by Fisher's exact test at 5%)" },
      seed: { type: 'string', value: 'S', default: 1, help: 'run seed, the same for every version' },
      jobs: { type: 'string', value: 'N', default: 1, help: 'trials at once, as run takes it' },
      list: {
        type: 'boolean',
        help: 'instead of scoring, print the versions --versions names for --harness (last:N read from the registry, as scoring reads it), one a line in release order, and exit 0; a CI plan makes one job of each',
      },
      merge: {
        type: 'string',
        multiple: true,
        value: 'DIR',
        help: "instead of scoring, copy every entry of these datasets (the jobs of a CI matrix, each scoring one release of a harness) into --dataset, replacing an entry of the same package, version and configuration; in the order given",
      },
    },
    exits: 'Exit codes: 0 every version scored and no control regressed; 1 a probed failure regressed (caught at the earlier release, escaping at the later, by the test) between a version scored now and its neighbour; 2 usage error; 3 some version was not scored (the dataset says why); 130 interrupted. With --list or --merge: 0 done, 2 usage error.',
  },

  replay: {
    summary: 'rerun a saved fuzz case',
    title: 'rerun a saved fuzz case (or any scenario file) against the invariants',
    usage: [['harness-bench replay FILE [--profile NAME]']],
    options: {
      profile: {
        type: 'string',
        value: 'NAME',
        default: 'the profile the file was found under, i.e. without its control',
        help: 'the profile to replay under',
      },
    },
    exits:
      'Exit 1 while a probed invariant still breaks under the profile (under the default one, while the counterexample still reproduces), 0 when it holds.',
    positionals: true,
  },
} as const satisfies Record<string, CommandSpec>;

export type CommandName = keyof typeof COMMANDS;

/** run's flags as parsed. */
export type RunValues = FlagValues<(typeof COMMANDS)['run']['options']>;
