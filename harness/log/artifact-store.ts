import { sha256Hex } from '../digest.js';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ArtifactRef {
  /** `artifact://sha256/<hex>`: what an observation and a report link to. */
  ref: string;
  sha256: string;
  bytes: number;
  path: string;
}

/**
 * Large tool outputs and logs, stored on disk by the sha256 of their content
 * (`<dir>/<hex[0..2]>/<hex>`): the same content is stored once, and a
 * reference can be checked against what it points to.
 */
export class ArtifactStore {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  put(content: string | Uint8Array): ArtifactRef {
    const buffer = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
    const sha256 = sha256Hex(buffer);
    const folder = join(this.dir, sha256.slice(0, 2));
    const path = join(folder, sha256);
    if (!existsSync(path)) {
      mkdirSync(folder, { recursive: true });
      const temp = `${path}.${process.pid}.tmp`;
      writeFileSync(temp, buffer);
      renameSync(temp, path);
    }
    return { ref: `artifact://sha256/${sha256}`, sha256, bytes: buffer.length, path };
  }

  pathOf(ref: string): string | null {
    const m = /^artifact:\/\/sha256\/([0-9a-f]{64})$/.exec(ref);
    return m ? join(this.dir, m[1]!.slice(0, 2), m[1]!) : null;
  }
}

/** Lines worth showing a proposer from a long output: errors and failures first, a few at most. */
export function keyLines(text: string, max = 5): string[] {
  const lines = text.split('\n');
  const flagged = lines.filter((l) => /error|fail|exception|denied|refused|panic/i.test(l));
  return (flagged.length > 0 ? flagged : lines.slice(-max)).slice(0, max).map((l) => (l.length > 200 ? `${l.slice(0, 200)}…` : l));
}
