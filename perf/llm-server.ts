/**
 * The bench's provider, in its own process (a real provider is not on the
 * bench's thread): the project's test server answering every request after a
 * fixed latency, with the stateless three-step model. With a capacity, it
 * declares a limit of that many requests at once and answers 429 beyond it.
 * Started by perf/llm-perf.ts over IPC: it sends `{port}`, and on
 * `{stop: true}` answers `{served, rateLimited}` and exits.
 */
import { httpError, oaCalls } from '../test/llm/fixtures/replies.js';
import { ScriptedServer, type Reply, type SeenRequest } from '../test/llm/fixtures/scripted-server.js';

const [latencyMs, capacityText, retryAfterMs, total] = process.argv.slice(2).map(Number);
const capacity = capacityText! > 0 ? capacityText! : null;

const SCRIPT = [
  { name: 'write_config', args: { max_retries: 2 } },
  { name: 'check_config', args: {} },
  { name: 'finish', args: {} },
];

let rateLimited = 0;
let server: ScriptedServer | null = null;
const reply = (request: SeenRequest): Reply => {
  if (capacity !== null && server !== null && server.inFlight > capacity) {
    rateLimited += 1;
    return httpError(429, `over the declared limit of ${capacity} requests at once`, { 'retry-after-ms': String(retryAfterMs) });
  }
  const step = (request.body.messages as { role: string }[]).filter((m) => m.role === 'assistant').length;
  return oaCalls([{ id: `call_s${step}`, ...SCRIPT[Math.min(step, SCRIPT.length - 1)]! }], { in: 300 + 20 * step, out: 12 });
};
// total 0: as many as a bench run could ask (the CPU figure's rounds are open-ended).
server = await ScriptedServer.start(
  Array.from({ length: total! > 0 ? total! : 2_000_000 }, () => reply),
  { latencyMs: latencyMs! },
);
process.send!({ port: new URL(server.url).port });
process.on('message', async (message: { stop?: boolean }) => {
  if (!message.stop) return;
  const served = server!.requests.length;
  await server!.close();
  const cpu = process.cpuUsage();
  process.send!({ served, rateLimited, cpuMs: (cpu.user + cpu.system) / 1000 }, () => process.exit(0));
});
