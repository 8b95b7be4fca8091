import { z } from 'zod';
import { PASS, type Control, type ControlSpec } from './control.js';


export const PathGuardParams = z.strictObject({
  /**
   * Paths no tool may read or write: a file, or a folder ending in "/"
   * (everything under it). Compared after normalising "." and "..", so
   * `./test/../.env` is `.env`.
   */
  protect: z.array(z.string().min(1)).default([]),
});
export type PathGuardParams = z.infer<typeof PathGuardParams>;

/** A workspace-relative path with "." and ".." resolved and no leading "./", or null when it leaves the workspace (absolute, or above its root). */
export function normalisePath(path: string): string | null {
  if (path.startsWith('/')) return null;
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.pop() === undefined) return null;
    } else parts.push(part);
  }
  return parts.join('/');
}


/** Whether a workspace path is a guarded one or under it (a guarded folder ends in "/", and the folder itself counts). */
export function underGuard(path: string, guarded: string): boolean {
  return guarded.endsWith('/') ? path.startsWith(guarded) || `${path}/` === guarded : path === guarded;
}

/**
 * Path guard: a file tool (its arguments have a `path`) may not read or
 * write a protected path, nor a path that leaves the workspace. What a coding
 * agent's permission settings do for its own configuration, its tests and
 * planted credentials; it sees file tools only (a command is the command
 * rules' to judge).
 */
export const pathGuard: ControlSpec<PathGuardParams> = {
  name: 'path-guard',
  prevents: "a file tool reading a credential or writing the agent's own settings, the tests that judge it, or protected data",
  params: PathGuardParams,
  stops: [],
  state: { fields: [] },
  probes: [{ scenario: 'threat_settings_edit', failure: 'unauthorized_effect', base: [], stops: 'complete' }],
  fuzz: { outOfReach: 'guards workspace file paths; the fuzzer drives the export worker, which has none' },
  create(params): Control {
    const protect = params.protect.map((p) => (p.endsWith('/') ? `${normalisePath(p) ?? p}/` : (normalisePath(p) ?? p)));
    return {
      name: 'path-guard',
      authorise(ctx, tool, args) {
        const raw = args['path'];
        if (typeof raw !== 'string') return PASS;
        const path = normalisePath(raw);
        const hit = path === null ? 'outside the workspace' : protect.find((g) => underGuard(path, g));
        if (hit === undefined) return PASS;
        ctx.emit({ type: 'tool_denied', tool: tool.name, control: 'path-guard' });
        const why = path === null ? `${JSON.stringify(raw)} leaves the workspace` : `${JSON.stringify(raw)} is protected (${hit})`;
        return { type: 'refuse', feedback: { event: 'denied', tool: tool.name, control: 'path-guard', message: why } };
      },
    };
  },
};
