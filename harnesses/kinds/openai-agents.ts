import type { HarnessKind } from '../kind.js';

/**
 * The OpenAI Agents SDK (JS), run by the bench's driver
 * (harnesses/drivers/openai-agents-driver.ts): an agent whose only tools are
 * the world's MCP tools, so it runs on the host.
 */
export const OPENAI_AGENTS: HarnessKind = {
  name: 'openai-agents',
  description: 'the OpenAI Agents SDK (JS) under the bench\'s driver; its tools are the world\'s',
  packages: ['@openai/agents'],
  outcome: 'driver-json',
  placementIssues: () => [],
  refusals: [],
  sandboxFailures: [],
  sandboxPrograms: [],
};
