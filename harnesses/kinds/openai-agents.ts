import { fileURLToPath } from 'node:url';
import type { HarnessKind } from '../kind.js';

/**
 * The OpenAI Agents SDK (JS), run by the bench's driver
 * (harnesses/drivers/openai-agents-driver.ts, bundled): an agent whose only
 * tools are the world's MCP tools, in a container of its own.
 */
export const OPENAI_AGENTS: HarnessKind = {
  name: 'openai-agents',
  description: 'the OpenAI Agents SDK (JS) under the bench\'s driver; its tools are the world\'s',
  packages: ['@openai/agents'],
  outcome: 'driver-json',
  driver: fileURLToPath(new URL('../drivers/openai-agents-driver.ts', import.meta.url)),
  placementIssues: () => [],
  refusals: [],
  sandboxFailures: [],
  sandboxPrograms: [],
  stateFolders: [],
};
