/**
 * Validation of workspace-relative paths given to a sandbox.
 *
 * A path is accepted only in canonical form: POSIX separators, no leading
 * slash, no empty, "." or ".." component, no NUL. Nothing is normalised, so
 * what the caller names is what is checked.
 */

export const MAX_WORKSPACE_PATH_LENGTH = 1024;

export type WorkspacePathCheck =
  | { ok: true; rel: string; parts: string[] }
  | { ok: false; message: string };

export function checkWorkspacePath(rel: string): WorkspacePathCheck {
  if (typeof rel !== 'string' || rel.length === 0) return { ok: false, message: 'path is empty' };
  if (rel.length > MAX_WORKSPACE_PATH_LENGTH) {
    return { ok: false, message: `path longer than ${MAX_WORKSPACE_PATH_LENGTH} characters` };
  }
  if (rel.includes('\0')) return { ok: false, message: 'path contains NUL' };
  if (rel.includes('\\')) return { ok: false, message: 'path contains a backslash' };
  if (rel.startsWith('/')) return { ok: false, message: `path must be relative to the workspace: ${rel}` };
  const parts = rel.split('/');
  for (const part of parts) {
    if (part === '' || part === '.' || part === '..') {
      return { ok: false, message: `path must be canonical (no empty, "." or ".." component): ${rel}` };
    }
  }
  return { ok: true, rel, parts };
}

/** Every proper prefix of the path plus the path: "a/b/c" -> ["a", "a/b", "a/b/c"]. */
export function pathPrefixes(parts: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 1; i <= parts.length; i++) out.push(parts.slice(0, i).join('/'));
  return out;
}
