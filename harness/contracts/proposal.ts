import { z } from 'zod';

/** What a proposer asks for. Exactly `tool` and `args`; anything else is invalid input. */
export const ProposalSchema = z.strictObject({
  tool: z.string().min(1),
  args: z.record(z.string(), z.unknown()),
});
export type Proposal = z.infer<typeof ProposalSchema>;

/** The name a proposer uses to ask the harness to close the task. Not a tool. */
export const FINISH = 'finish';

/** A proposed tool name as the harness echoes it in events and feedback: at most 64 characters. */
export function echoedToolName(name: string): string {
  return name.slice(0, 64);
}
