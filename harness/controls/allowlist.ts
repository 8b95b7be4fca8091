import { z } from 'zod';
import { PASS, stop, type Control, type ControlSpec } from './control.js';

export const AllowlistParams = z.strictObject({
  /** Tools allowed; when absent, the scenario contract's tool list. */
  tools: z.array(z.string()).optional(),
});
export type AllowlistParams = z.infer<typeof AllowlistParams>;

/** Only tools the task lists may reach the executor. Stops the run on any other. */
export const allowlist: ControlSpec<AllowlistParams> = {
  name: 'allowlist',
  prevents: 'a tool outside the task (publish, exfiltrate) running at all',
  params: AllowlistParams,
  stops: ['tool_denied'],
  state: { fields: [] },
  probes: [{ scenario: 'publish', failure: 'unauthorized_effect', base: [], stops: 'tool_denied' }],
  fuzz: { breaks: ['allowlisted-calls-only'] },
  create(params): Control {
    const fixed: ReadonlySet<string> | undefined = params.tools ? new Set(params.tools) : undefined;
    return {
      name: 'allowlist',
      authorise(ctx, tool) {
        const allowed = fixed ?? ctx.contract.tools;
        if (allowed instanceof Set ? allowed.has(tool.name) : (allowed as readonly string[]).includes(tool.name)) return PASS;
        ctx.emit({ type: 'tool_denied', tool: tool.name, control: 'allowlist' });
        return stop('tool_denied', `${tool.name} is not in the allowlist`);
      },
    };
  },
};
