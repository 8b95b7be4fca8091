import { defineHarness } from 'harness-bench';

/**
 * An external harness configuration, as data: the bench's own reference harness
 * as a separate process (under the profile `full`), speaking Chat Completions to
 * the bench's model server and reaching the world over MCP, in a locked-down
 * container of its own, stopped after 30 s. run.ts passes it to `runMatrix`
 * (`harnesses`); the CLI runs the same data from a file, `harness-bench run
 * --harness <a .yaml or .json file of it>`. Docker and the sandbox image needed.
 */
export default defineHarness({
  name: 'ref-wire-30s',
  description: 'the reference harness under full, over the wire, at most 30 s a trial',
  harness: 'reference',
  reference_profile: 'full',
  protocol: 'chat',
  outcome: 'driver-json',
  launch: { command: '{node}', args: ['{driver}'] },
  env: { HB_CELL_FILE: '{cell_file}', HB_MODEL_URL: '{model_url}', HB_MCP_URL: '{mcp_url}', HB_REVISION_URL: '{revision_url}' },
  caps: { wall_ms: 30_000 },
});
