import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = fileURLToPath(new URL('../../bin/harness-bench.js', import.meta.url));

describe('stdout closed by its reader (harness-bench list | head -1)', () => {
  it('stops writing and exits as it would, with nothing on stderr', async () => {
    const child = spawn(process.execPath, [BIN, 'list'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // Read the first chunk, then close the pipe as `head -1` does.
    const first = await new Promise<string>((resolve) => child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString())));
    child.stdout.destroy();
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(first.split('\n')[0]).toBe('suites:');
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });
});
