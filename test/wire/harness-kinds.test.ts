/**
 * Harness kinds and model protocols are read from their registries, never
 * from a list kept by hand; and adding a kind takes its module, a
 * configuration and a registry line: the worked example of
 * docs/architecture.md (test/fixtures/tiny-harness) is judged here for real,
 * a Node process over HTTP and MCP.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { externalSubject, prepareSubjectCell } from '../../ablations/runner/subject.js';
import { parseProposerChoice } from '../../ablations/runner/proposers.js';
import { runCellTrial } from '../../ablations/runner/trial.js';
import { commandHelp } from '../../bin/commands/cli.js';
import { listCommand } from '../../bin/commands/list.js';
import { configurationSchema, HarnessConfigurationSchema } from '../../harnesses/configuration-schema.js';
import { builtInHarnessProfiles, configureHarnesses, HARNESS_PROFILE_DIR, loadHarnessConfiguration, resolveHarnesses } from '../../harnesses/configurations.js';
import { PLACEMENT_LAUNCHERS, PLACEMENT_NAMES } from '../../harnesses/launch/placements.js';
import { HARNESS_KIND_NAMES, HARNESS_KINDS } from '../../harnesses/kinds/registry.js';
import { ModelServer } from '../../models/server/model-server.js';
import { routeMatcher, type WireProtocolModule } from '../../models/server/protocols/protocol.js';
import { lookupFor, PROTOCOL_NAMES, PROTOCOLS, protocolFor } from '../../models/server/protocols/registry.js';
import { findScenario } from '../../scenarios/catalogue.js';
import { ScriptedProposer } from '../../models/scripted.js';
import { TINY } from '../fixtures/tiny-harness/tiny-kind.js';
import { NICED_HOST } from '../fixtures/niced-host/niced-host.js';
import { harnessPlacementText } from '../../reports/harness-placement.js';

const ROOT = join(import.meta.dirname, '..', '..');
const TINY_CONFIG = join(ROOT, 'test', 'fixtures', 'tiny-harness', 'tiny.yaml');
const NICED_CONFIG = join(ROOT, 'test', 'fixtures', 'niced-host', 'tiny-niced.yaml');

describe('the registries are the lists', () => {
  it('every placement the configuration schema takes has its launcher, and only those: the host alone uncontained, the workspace container alone on the harness\'s own tools', () => {
    expect(PLACEMENT_NAMES).toEqual(PLACEMENT_LAUNCHERS.map((l) => l.name));
    const agents = builtInHarnessProfiles().find((p) => p.name === 'agents')!;
    expect(PLACEMENT_NAMES.map((placement) => HarnessConfigurationSchema.parse({ ...agents, placement }).placement)).toEqual(['own-container', 'container', 'host']);
    expect(HarnessConfigurationSchema.safeParse({ ...agents, placement: 'vm' }).error?.issues.map((i) => i.message)).toEqual(['unknown placement "vm"; placements: own-container, container, host']);
    const described = Object.fromEntries(PLACEMENT_LAUNCHERS.map((l) => [l.name, { tools: l.tools, contained: l.contained }]));
    expect(described).toEqual({
      'own-container': { tools: 'world', contained: true },
      container: { tools: 'own', contained: true },
      host: { tools: 'world', contained: false },
    });
  });

  it('every folder of profiles/ is a registered kind, and every kind but one with no package has configurations there', () => {
    const folders = readdirSync(HARNESS_PROFILE_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
    expect(folders).toEqual([...HARNESS_KIND_NAMES].sort());
    expect([...new Set(builtInHarnessProfiles().map((p) => p.harness))].sort()).toEqual([...HARNESS_KIND_NAMES].sort());
  });

  it('each kind names its packages (the acp kind: any), and its configurations pin one of them', () => {
    for (const config of builtInHarnessProfiles()) {
      const kind = HARNESS_KINDS.find((k) => k.name === config.harness)!;
      if (kind.packages === 'any') expect(kind.name).toBe('acp');
      else if (config.package === null) expect(kind.packages).toEqual([]);
      else expect(kind.packages).toContain(config.package.name);
    }
    const agents = HarnessConfigurationSchema.parse(builtInHarnessProfiles().find((p) => p.name === 'agents'));
    expect(HarnessConfigurationSchema.safeParse({ ...agents, package: { name: 'left-pad', version: '1.3.0' } }).error?.issues.map((i) => i.message)).toEqual(['a openai-agents configuration pins @openai/agents, not left-pad']);
    expect(HarnessConfigurationSchema.safeParse({ ...agents, harness: 'tiny' }).error?.issues.map((i) => i.message)).toEqual([`unknown harness kind "tiny"; kinds: ${HARNESS_KIND_NAMES.join(', ')}`]);
  });

  it('the run help sends the reader to list harnesses, which shows a configuration of every kind in the registry', async () => {
    const help = commandHelp('run').replace(/\s+/g, ' ');
    expect(help).toContain('"list harnesses" shows the kinds and every configuration by both names');
    const lines: string[] = [];
    expect(await listCommand(['harnesses'], { out: (t) => lines.push(t), err: () => undefined, isTty: false })).toBe(0);
    const kinds = lines.join('\n').split('\n').flatMap((line) => /^ {2}\S+ +\S+ {2}\| {2}(\S+) {2}\|/.exec(line)?.[1] ?? []);
    expect([...new Set(kinds)].sort()).toEqual([...HARNESS_KIND_NAMES].sort());
  });

  it('the configuration schema takes exactly the protocols of the registry, and the model server answers each route', async () => {
    const agents = builtInHarnessProfiles().find((p) => p.name === 'agents')!;
    expect(PROTOCOL_NAMES.filter((protocol) => HarnessConfigurationSchema.safeParse({ ...agents, protocol }).success)).toEqual(PROTOCOLS.map((p) => p.name));
    expect(HarnessConfigurationSchema.safeParse({ ...agents, protocol: 'grpc' }).success).toBe(false);
    const server = await ModelServer.start({ makeProposer: () => new ScriptedProposer([]) });
    // One body every protocol reads as a request offering no tools.
    const body = JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'hi' }], input: 'hi', max_tokens: 8, contents: [{ role: 'user', parts: [{ text: 'hi' }] }] });
    try {
      for (const protocol of PROTOCOLS) {
        for (const route of protocol.routes) {
          expect(protocolFor(route)?.protocol.name).toBe(protocol.name);
          // A request offering no tools is answered without the proposer: the route is live, in its protocol's shape.
          const response = await fetch(`${server.origin}${route}`, { method: 'POST', body });
          expect([route, response.status]).toEqual([route, 200]);
        }
        for (const lookup of (protocol as WireProtocolModule).lookups ?? []) {
          expect(lookupFor(lookup.method, lookup.route)?.lookup).toBe(lookup);
          const response = await fetch(`${server.origin}${lookup.route}`, { method: lookup.method, ...(lookup.method === 'POST' ? { body } : {}) });
          expect([lookup.route, response.status]).toEqual([lookup.route, 200]);
        }
      }
      // A lookup is no model turn: the log keeps its protocol null (the turn cap counts model turns only).
      expect(server.log.filter((e) => e.protocol === null).map((e) => e.path)).toEqual(PROTOCOLS.flatMap((p) => ((p as WireProtocolModule).lookups ?? []).map((l) => l.route.replace(/[{}]/g, encodeURIComponent))));
      const missing = await fetch(`${server.origin}/v1/nothing`, { method: 'POST', body: '{}' });
      expect(missing.status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('a route pattern takes path parameters up to a / or a :', () => {
    const generate = routeMatcher('/v1beta/models/{model}:generateContent');
    expect(generate('/v1beta/models/gemini-2.5-pro:generateContent')).toEqual({ model: 'gemini-2.5-pro' });
    expect(generate('/v1beta/models/a/b:generateContent')).toBeNull();
    expect(generate('/v1beta/models/x:streamGenerateContent')).toBeNull();
    expect(generate('/v1beta/models/gemini%2D2.5:generateContent')).toEqual({ model: 'gemini-2.5' });
    // A parameter that is not valid percent-encoding names nothing (a 404, not a crash).
    expect(generate('/v1beta/models/%E0%A4%A:generateContent')).toBeNull();
    expect(routeMatcher('/v1/messages')('/v1/messages')).toEqual({});
  });
});

describe('adding a harness kind: the worked example', () => {
  const kinds = [...HARNESS_KINDS, TINY];

  it('its configuration is refused until its kind is registered, and checked by its kind once it is', () => {
    expect(() => loadHarnessConfiguration(TINY_CONFIG)).toThrow(/harness: unknown harness kind "tiny"/);
    expect(loadHarnessConfiguration(TINY_CONFIG, kinds).harness).toBe('tiny');
    // The kind's name selects its configurations only where the kind is known.
    expect(() => resolveHarnesses(['tiny'], kinds)).toThrow(/no built-in configuration of tiny/);
    expect(configurationIssues({ ...loadHarnessConfiguration(TINY_CONFIG, kinds), placement: 'container', package: null })).toContain('tiny has no tools of its own to run in the workspace container: placement: own-container');
  });

  it('judges the tiny agent over the wire: a real process, the model server and the MCP world, through the one trial runner', async () => {
    const harness = resolveHarnesses([TINY_CONFIG], kinds).external[0]!;
    expect(harness.identity.name).toBe('tiny');
    const choice = parseProposerChoice('scenario');
    const judged = async (name: string) => {
      const scenario = findScenario(name)!;
      const row = await runCellTrial(prepareSubjectCell(externalSubject(harness), scenario, choice), { seed: 3, runId: `tiny-${name}` });
      return { status: row.status, verdict: row.judgement.verdict, provoked: row.judgement.provoked, escaped: row.judgement.escaped, calls: row.cost.calls };
    };
    // The normal task: the agent runs the world's tools and the model finishes.
    expect(await judged('normal')).toEqual({ status: 'complete', verdict: 'accepted', provoked: [], escaped: [], calls: 2 });
    // A finish on a stale check: the tiny agent has no evidence control of its own, so the false completion escapes.
    const stale = await judged('stale_check');
    expect([stale.provoked, stale.escaped]).toEqual([['false_completion'], ['false_completion']]);
  });
});

describe('adding a placement: the worked example', () => {
  const kinds = [...HARNESS_KINDS, TINY];
  const placements = [...PLACEMENT_LAUNCHERS, NICED_HOST];

  it('its configuration is refused until its placement is registered, and refused uncontained unless the run allows the host', () => {
    expect(() => loadHarnessConfiguration(NICED_CONFIG, kinds)).toThrow(/placement: unknown placement "niced-host"; placements: own-container, container, host/);
    const config = loadHarnessConfiguration(NICED_CONFIG, kinds, placements);
    expect(config.placement).toBe('niced-host');
    expect(() => configureHarnesses([config], kinds)).toThrow('tiny-niced: unknown placement "niced-host"; placements: own-container, container, host');
    expect(() => configureHarnesses([config], kinds, { placements })).toThrow('tiny-niced is placed on the host (placement: niced-host), where nothing contains the harness: pass --allow-host-harness to run it there');
    expect(() => resolveHarnesses([NICED_CONFIG], kinds, { placements })).toThrow(/pass --allow-host-harness/);
    // A run keeps each placement in its launcher's words, and the reports say them, the contained first.
    const [niced, tiny] = configureHarnesses([config, loadHarnessConfiguration(TINY_CONFIG, kinds)], kinds, { placements, allowHost: true });
    expect([niced!.placed, tiny!.placed]).toEqual([
      { words: 'on the host at the lowest CPU priority, NOT contained', contained: false },
      { words: 'each in a locked-down container of its own', contained: true },
    ]);
    const header = { harness_placements: { 'tiny-niced': 'niced-host', tiny: 'own-container' }, placement_words: { 'niced-host': niced!.placed, 'own-container': tiny!.placed }, allow_host_harness: true as const };
    expect(harnessPlacementText(header)).toBe('harnesses under test (--allow-host-harness given): tiny each in a locked-down container of its own; tiny-niced on the host at the lowest CPU priority, NOT contained');
  });

  it('judges the tiny agent through it: the same rows as every other placement', async () => {
    const harness = resolveHarnesses([NICED_CONFIG], kinds, { placements, allowHost: true }).external[0]!;
    expect(harness.identity.placement).toBe('niced-host');
    expect(harness.tools).toBe('world');
    const choice = parseProposerChoice('scenario');
    const judged = async (name: string) => {
      const row = await runCellTrial(prepareSubjectCell(externalSubject(harness), findScenario(name)!, choice), { seed: 3, runId: `niced-${name}` });
      return [name, row.status, row.judgement.verdict, row.judgement.escaped, row.cost.calls];
    };
    expect([await judged('normal'), await judged('stale_check')]).toEqual([
      ['normal', 'complete', 'accepted', [], 2],
      ['stale_check', 'complete', 'defect', ['false_completion'], 3],
    ]);
  });
});

// One suite over every placement (one launcher each: harnesses/launch/): the tiny agent placed wherever its kind allows
// gives the same rows, so a new placement is held to what the others do by being registered (PLACEMENTS).
const TINY_PLACEMENTS = PLACEMENT_NAMES.filter((placement) => configurationIssues({ ...loadHarnessConfiguration(TINY_CONFIG, [...HARNESS_KINDS, TINY]), placement }).length === 0);

describe.each(TINY_PLACEMENTS)('the tiny agent placed %s: every placement its kind allows, the same rows', (placement) => {
  it('the normal task accepted with two world calls, the finish on a stale check (three calls) escaping', async () => {
    const config = { ...loadHarnessConfiguration(TINY_CONFIG, [...HARNESS_KINDS, TINY]), placement };
    const harness = configureHarnesses([config], [...HARNESS_KINDS, TINY], { allowHost: true })[0]!;
    expect(harness.identity.placement).toBe(placement);
    const choice = parseProposerChoice('scenario');
    const judged = async (name: string) => {
      const row = await runCellTrial(prepareSubjectCell(externalSubject(harness), findScenario(name)!, choice), { seed: 3, runId: `tiny-${placement}-${name}` });
      return [name, row.status, row.judgement.verdict, row.judgement.escaped, row.cost.calls];
    };
    expect([await judged('normal'), await judged('stale_check')]).toEqual([
      ['normal', 'complete', 'accepted', [], 2],
      ['stale_check', 'complete', 'defect', ['false_completion'], 3],
    ]);
  });
});

it('the tiny agent is placed in its own container and on the host (the workspace container needs a package and tools of its own)', () => {
  expect(TINY_PLACEMENTS).toEqual(['own-container', 'host']);
});

function configurationIssues(raw: unknown): string[] {
  return configurationSchema([...HARNESS_KINDS, TINY]).safeParse(raw).error?.issues.map((i) => i.message) ?? [];
}
