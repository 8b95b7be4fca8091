/**
 * The placeholders a configuration's `launch.command`, `launch.args`, `env`
 * values and `home_files` contents may use, each filled per trial with the
 * harness's own view: in a container, `{package_dir}` is /opt/harness,
 * `{driver}` a file under /opt/driver, `{home}` /home/agent, and the URLs are
 * on the container's own loopback. No placeholder names a folder of the
 * bench: a harness never needs, nor sees, the bench's files. `fill` takes no
 * other name, and docs/real-harnesses.md's table is generated from this list.
 */
export const PLACEHOLDERS = {
  model_url: "the model server's OpenAI-style base URL, `http://127.0.0.1:PORT/v1`",
  model_origin: 'the same without `/v1` (for Anthropic and Gemini clients)',
  mcp_url: "the world's MCP server (streamable HTTP), `http://127.0.0.1:PORT/mcp`",
  approval_url: "the bench's approval endpoint, `http://127.0.0.1:PORT/approval`",
  revision_url: "the world's current revision, `http://127.0.0.1:PORT/revision` (for the reference harness)",
  cell_file: "the trial's cell as a JSON file in its HOME (for the reference harness)",
  task: "the scenario's task, the prompt the harness is given",
  home: "the trial's fresh HOME folder (`/home/agent` in a container)",
  package_dir: 'the folder of the pinned package (`/opt/harness` in a container)',
  workspace: "the workspace folder, `/workspace`, for a harness inside the trial's workspace container (`placement: container`); a harness on the host has none",
  node: 'the Node binary (`/usr/local/bin/node` in a container)',
  driver: "its kind's driver, bundled into one file (under `/opt/driver` in a container); only for a kind the bench runs through a driver",
  shim: 'the command line of the stdio MCP shim that forwards to `{mcp_url}`, for a harness that only starts stdio MCP servers',
  max_turns: '`knobs.max_turns` (empty when unset)',
  tool_timeout_ms: '`knobs.tool_timeout_ms` (empty when unset)',
  tool_timeout_s: '`knobs.tool_timeout_ms` in seconds, rounded up (empty when unset)',
  approval: '`knobs.approval`',
} as const satisfies Record<string, string>;

export type PlaceholderName = keyof typeof PLACEHOLDERS;

/** The values of one trial's placeholders: one that does not apply (`{driver}` of a kind with none) is absent. */
export type PlaceholderValues = { [K in PlaceholderName]?: string };

/** Fills `{placeholder}`s; a name not in PLACEHOLDERS, or one with no value here, is an error (a typo would otherwise reach the harness). */
export function fill(template: string, values: Readonly<PlaceholderValues>): string {
  return template.replace(/\{([a-z_]+)\}/g, (whole, key: string) => {
    if (!Object.hasOwn(PLACEHOLDERS, key)) throw new Error(`unknown placeholder ${whole} in ${JSON.stringify(template)}`);
    const value = values[key as PlaceholderName];
    if (value === undefined) throw new Error(`placeholder ${whole} has no value for this harness, in ${JSON.stringify(template)}`);
    return value;
  });
}
