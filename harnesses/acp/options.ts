import { z } from 'zod';

/**
 * The `acp:` block of a configuration whose harness speaks the Agent Client
 * Protocol (harness: acp): what the bench, as the ACP client, offers the
 * agent and how it bounds it. Every field is data; the client
 * (harnesses/acp/client.ts) reads it. Each field's `.describe()` is its one
 * description (docs/real-harnesses.md's field table is generated from it).
 */
export const AcpOptionsSchema = z.strictObject({
  fs: z
    .boolean()
    .default(false)
    .describe("Offer the `fs` client capability (`fs/read_text_file`, `fs/write_text_file`): the agent's file reads and writes come to the client, which serves them through the world's `read_file` and `write_file` tools, so they land in the ledger."),
  terminal: z.boolean().default(false).describe("Offer the `terminal` client capability (`terminal/*`): the agent's commands come to the client, which runs them through the world's `run_command`."),
  own_tools: z
    .enum(['off', 'client', 'own'])
    .describe(
      "What the configuration says of the agent's own shell and file tools, which the bench cannot see from outside: `off` (the configuration turns them off; its only tools are the world's, over MCP), `client` (they go through the client's `fs` and `terminal`, so `fs` must be on; the world runs them in the trial's container) or `own` (they are on and the agent runs them itself, so it runs inside the trial's workspace container, `placement: container`, and names the family whose tools it has in `tools_of`). Its permission requests about them are answered from the scenario's grants like any other.",
    ),
  tools_of: z
    .string()
    .min(1)
    .optional()
    .describe("With `own_tools: own`: the family whose shell and file tools the agent offers its model (a harness kind with tools of its own, or a family of tools the bench drives only over ACP; a configuration naming another is refused with the list), which says how the scripted model asks for them, how the agent's permission requests about them read and how their refusals read."),
  read_before_write: z
    .boolean()
    .default(false)
    .describe("With `own_tools: own`: the agent's own file write refuses a file its session has not read (docs/real-harnesses.md names the agents whose write does), so the scripted model reads each file through the agent's own read before it writes it, as a model working with that agent does. The read is the model's, in a turn of its own; the scenario's proposer never sees it."),
  mcp: z.enum(['http', 'stdio']).default('http').describe('How `session/new` names the world: its streamable-HTTP MCP server, or the stdio shim that forwards to it.'),
  auth_method: z.string().min(1).optional().describe('An `authenticate` method id the client calls after `initialize` (absent: none; an agent that needs one asks in `session/new`).'),
  handshake_ms: z.number().int().positive().default(180_000).describe('How long `initialize`, `authenticate` and `session/new` may each take, in milliseconds, before the bench gives up on the agent (an error row).'),
  cancel_grace_ms: z.number().int().nonnegative().default(2_000).describe('After `session/cancel` at a cap, how long the agent has to end its turn, in milliseconds, before its process is killed.'),
  max_message_bytes: z.number().int().positive().default(8 * 1024 * 1024).describe('The most bytes one JSON-RPC message from the agent may take.'),
  max_output_bytes: z.number().int().positive().default(64 * 1024 * 1024).describe('The most bytes the agent may write to stdout in one session; past it the session ends as a protocol violation.'),
});
export type AcpOptions = z.infer<typeof AcpOptionsSchema>;
export type AcpOptionsInput = z.input<typeof AcpOptionsSchema>;
