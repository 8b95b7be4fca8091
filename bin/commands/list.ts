import { SUITES } from '../../ablations/runner/suites.js';
import { describeControls } from '../../harness/controls/registry.js';
import { builtInHarnessFiles, packageInstalled } from '../../harnesses/configuration-files.js';
import { builtInProfiles } from '../../harness/profile.js';
import { CATALOGUE, DEFAULT_MATRIX } from '../../scenarios/catalogue.js';
import { probeControls } from '../../scenarios/schema.js';
import { THREAT_CLASSES } from '../../scenarios/threat-classes.js';
import { choiceFlag, EXIT, UsageError, type Io } from './common.js';
import { parseCommand, showHelp } from './cli.js';

const KINDS = ['suites', 'scenarios', 'profiles', 'controls', 'harnesses'] as const;

export function listCommand(argv: string[], io: Io): number {
  const inDefault = new Set(DEFAULT_MATRIX.map((s) => s.name));
  const { values, positionals } = parseCommand(argv, 'list');
  if (values.help) return showHelp(io, 'list');
  const format = choiceFlag('format', values.format, ['table', 'json'] as const, 'table');
  const wanted = positionals.length === 0 ? [...KINDS] : positionals.map((p) => choiceFlag('list', p, KINDS, 'suites'));
  if (values.class === true) {
    if (wanted.length !== 1 || wanted[0] !== 'scenarios') throw new UsageError('--class lists scenarios by attack class: harness-bench list scenarios --class');
    return listClasses(format, io);
  }
  const data = {
    suites: SUITES.map((s) => ({ name: s.name, description: s.description })),
    scenarios: CATALOGUE.map((s) => ({
      name: s.name,
      catalogue: s.catalogue ?? '',
      // Whether `run` runs it when no scenario is named; the others run when named (`--scenario 'threat_*'`).
      matrix: inDefault.has(s.name) ? 'default' : 'when named',
      probes: s.oracle.probes.map((p) => `${p.failure} <- ${probeControls(p).join(' + ')}`).join(', '),
      description: s.description,
    })),
    profiles: builtInProfiles().map((p) => ({ name: p.name, description: p.description })),
    controls: describeControls(),
    // Listing runs nothing: the configurations as data (a configuration placed on the host is listed too).
    harnesses: builtInHarnessFiles().map(({ path, profile: p }) => ({
      name: p.name,
      path,
      kind: p.harness,
      package: p.package ? `${p.package.name}@${p.package.version}` : p.harness,
      placement: p.placement,
      installed: packageInstalled(p) ? 'installed' : 'not installed',
      description: p.description,
    })),
  };
  if (format === 'json') {
    io.out(JSON.stringify(Object.fromEntries(wanted.map((k) => [k, data[k]])), null, 2));
    return EXIT.ok;
  }
  for (const kind of wanted) {
    io.out(`${kind}:`);
    for (const item of data[kind]) {
      const [first, ...rest] = Object.values(item).map(String);
      io.out(`  ${first!.padEnd(26)} ${rest.filter((r) => r.length > 0).join('  |  ')}`);
    }
    io.out('');
  }
  return EXIT.ok;
}

/** `list scenarios --class`: the threat catalogue by attack class, with the peers' names and each attack's twin. */
function listClasses(format: 'table' | 'json', io: Io): number {
  const twinOf = new Map(CATALOGUE.map((s) => [s.name, s.threat?.twin ?? '']));
  const peerNames = (c: (typeof THREAT_CLASSES)[number]) => [...(c.peers.promptfoo ?? []), ...(c.peers.attack ?? []).map((a) => `ATT&CK ${a}`), ...(c.peers.other === undefined ? [] : [c.peers.other])];
  const classes = THREAT_CLASSES.map((c) => ({ name: c.name, title: c.title, peers: peerNames(c), cases: c.cases.map((name) => ({ name, twin: twinOf.get(name) ?? '' })) }));
  if (format === 'json') {
    io.out(JSON.stringify({ classes }, null, 2));
    return EXIT.ok;
  }
  const attacks = classes.reduce((n, c) => n + c.cases.length, 0);
  io.out(`threat classes: ${classes.length} classes, ${attacks} attacks (run them with --scenario 'threat_*')`);
  for (const c of classes) {
    io.out(`  ${c.name.padEnd(26)} ${c.title}`);
    io.out(`  ${''.padEnd(26)} the peers call it: ${c.peers.length === 0 ? 'none' : c.peers.join('; ')}`);
    for (const k of c.cases) io.out(`    ${k.name.padEnd(32)} twin ${k.twin}`);
  }
  return EXIT.ok;
}
