import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

/**
 * A stdio MCP server that forwards every tools/list and tools/call to the
 * bench's HTTP world (harnesses start, probe, kill and restart stdio servers;
 * the world's state lives in the bench, not in this process). Cancellations
 * are forwarded too. Usage: node mcp-stdio-shim.ts http://127.0.0.1:PORT/mcp
 */
export async function runShim(url: string): Promise<void> {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(url)) throw new Error(`the shim forwards only to a 127.0.0.1 world, got ${url}`);
  const client = new Client({ name: 'harness-bench-stdio-shim', version: '0.1.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  const server = new Server({ name: 'harness-bench-world', version: '0.1.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => client.listTools());
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => client.callTool(request.params, undefined, { signal: extra.signal, timeout: 24 * 3600_000 }));
  const transport = new StdioServerTransport();
  transport.onclose = () => void client.close();
  await server.connect(transport);
}

if (process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  runShim(process.argv[2] ?? '').catch((error: unknown) => {
    process.stderr.write(`mcp-stdio-shim: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
