import type { ExecOptions } from '../../worlds/sandbox/sandbox.js';

/** Exec requests both sandboxes refuse before anything runs, with the message each must give. */
export const EXEC_REFUSALS: readonly { argv: unknown; opts: ExecOptions; message: string }[] = [
  { argv: [], opts: { timeoutMs: 1000 }, message: 'argv must be a non-empty array' },
  { argv: 'ls', opts: { timeoutMs: 1000 }, message: 'argv must be a non-empty array' },
  { argv: ['ls', 7], opts: { timeoutMs: 1000 }, message: 'argv must hold strings only' },
  { argv: ['ls', 'a\0b'], opts: { timeoutMs: 1000 }, message: 'argv must not contain NUL' },
  { argv: ['', 'x'], opts: { timeoutMs: 1000 }, message: 'argv[0] is empty' },
  { argv: ['ls'], opts: { timeoutMs: 0 }, message: 'timeoutMs must be a positive integer' },
  { argv: ['ls'], opts: { timeoutMs: 1.5 }, message: 'timeoutMs must be a positive integer' },
  { argv: ['ls'], opts: { timeoutMs: 1000, cwd: '../etc' }, message: 'cwd: path must be canonical (no empty, "." or ".." component): ../etc' },
  { argv: ['ls'], opts: { timeoutMs: 1000, cwd: '/etc' }, message: 'cwd: path must be relative to the workspace: /etc' },
];
