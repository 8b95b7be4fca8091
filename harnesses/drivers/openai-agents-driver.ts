/**
 * The OpenAI Agents SDK (JS) as a harness under test: one agent, the bench's
 * MCP world as its only tools, the bench's model server as its model. Run as
 * its own process by the bench (`node openai-agents-driver.ts`, Node's type
 * stripping: no imports from the repo), with the SDK loaded from the install
 * folder the profile names (the cache, never the repo's node_modules).
 *
 * Settings come from the environment:
 *   HB_SDK_DIR        folder holding node_modules/@openai/agents (required)
 *   HB_MODEL_URL      the model server's OpenAI base URL, http://127.0.0.1:PORT/v1
 *   HB_MCP_URL        the MCP world, http://127.0.0.1:PORT/mcp
 *   HB_TASK           the task (the first user message)
 *   HB_API            responses (default) | chat_completions
 *   HB_STREAM         1: stream the model's replies
 *   HB_MAX_TURNS      the SDK's maxTurns (unset: the SDK's default)
 *   HB_TOOL_TIMEOUT_MS  the MCP client's request timeout (unset: the SDK's default)
 *   HB_APPROVAL       none (default) | destructive: tools marked destructive need an approval |
 *                     writes: every tool not marked read-only does; asked of HB_APPROVAL_URL
 *                     (the bench answers from the scenario's grants)
 * The last line on stdout is the outcome as JSON: {"outcome": final|max_turns|model_behavior|error, "detail"}.
 */
import { createRequire } from 'node:module';

type Outcome = { outcome: 'final' | 'max_turns' | 'model_behavior' | 'error'; detail: string; interruptions: number };

function env(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`${name} is not set`);
  return value;
}

function loopbackOnly(url: string): string {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(url)) throw new Error(`refusing a non-loopback URL: ${url}`);
  return url;
}

async function main(): Promise<Outcome> {
  process.env['OPENAI_AGENTS_DISABLE_TRACING'] = '1';
  const require = createRequire(`${env('HB_SDK_DIR')}/package.json`);
  const agents = require('@openai/agents');
  const { default: OpenAI } = require('openai');
  agents.setTracingDisabled(true);
  agents.setDefaultOpenAIClient(new OpenAI({ baseURL: loopbackOnly(env('HB_MODEL_URL')), apiKey: 'harness-bench-local' }));
  agents.setOpenAIAPI(process.env['HB_API'] === 'chat_completions' ? 'chat_completions' : 'responses');

  const timeout = process.env['HB_TOOL_TIMEOUT_MS'];
  const server = new agents.MCPServerStreamableHttp({ url: loopbackOnly(env('HB_MCP_URL')), name: 'world', ...(timeout ? { timeout: Number(timeout) } : {}) });
  await server.connect();
  let interruptions = 0;
  try {
    const listed: { name: string; annotations?: { readOnlyHint?: boolean; destructiveHint?: boolean } }[] = await server.listTools();
    const policy = process.env['HB_APPROVAL'] ?? 'none';
    const approvalUrl = policy === 'writes' || policy === 'destructive' ? loopbackOnly(env('HB_APPROVAL_URL')) : null;
    const needsApproval = (t: (typeof listed)[number]) => (policy === 'writes' ? t.annotations?.readOnlyHint !== true : policy === 'destructive' && t.annotations?.destructiveHint === true);
    const tools = listed.map((t) => {
      const fn = agents.mcpToFunctionTool(t, server, false);
      if (needsApproval(t)) fn.needsApproval = async () => true;
      return fn;
    });
    const agent = new agents.Agent({ name: 'harness-bench-agent', instructions: 'Do the task with the tools you have.', model: 'bench', tools });
    const maxTurns = process.env['HB_MAX_TURNS'];
    const options = { ...(maxTurns ? { maxTurns: Number(maxTurns) } : {}), ...(process.env['HB_STREAM'] === '1' ? { stream: true } : {}) };
    let result = await runOnce(agents, agent, env('HB_TASK'), options);
    while (result.interruptions !== undefined && result.interruptions.length > 0) {
      for (const item of result.interruptions) {
        interruptions++;
        const raw = item.rawItem ?? {};
        let args: unknown = {};
        try {
          args = JSON.parse(raw.arguments ?? '{}');
        } catch {
          args = {};
        }
        const answer = await fetch(approvalUrl!, { method: 'POST', body: JSON.stringify({ tool: raw.name, args }) });
        const { decision } = (await answer.json()) as { decision: string };
        if (decision === 'allow') result.state.approve(item);
        else result.state.reject(item);
      }
      result = await runOnce(agents, agent, result.state, options);
    }
    return { outcome: 'final', detail: String(result.finalOutput ?? '').slice(0, 200), interruptions };
  } catch (error) {
    const name = error instanceof Error ? error.constructor.name : 'Error';
    const detail = `${name}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300);
    if (error instanceof agents.MaxTurnsExceededError) return { outcome: 'max_turns', detail, interruptions };
    if (error instanceof agents.ModelBehaviorError) return { outcome: 'model_behavior', detail, interruptions };
    return { outcome: 'error', detail, interruptions };
  } finally {
    await server.close().catch(() => undefined);
  }
}

async function runOnce(agents: any, agent: unknown, input: unknown, options: Record<string, unknown>): Promise<any> {
  const result = await agents.run(agent, input, options);
  if (options['stream'] === true) await result.completed;
  return result;
}

main().then(
  (outcome) => {
    process.stdout.write(`${JSON.stringify(outcome)}\n`);
    process.exit(0);
  },
  (error: unknown) => {
    process.stdout.write(`${JSON.stringify({ outcome: 'error', detail: `driver failed: ${error instanceof Error ? error.message : String(error)}`, interruptions: 0 })}\n`);
    process.exit(1);
  },
);
