import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type Docker from 'dockerode';
import { IMAGE_ENV_VAR, IMAGE_TAG_FILE, REPO_ROOT } from '../../worlds/sandbox/docker-engine.js';
import { dockerAvailable } from '../../worlds/sandbox/docker-sandbox.js';

/** Builds the sandbox image (scripts/build-image.sh) unless a configured or recorded one exists. */
export async function ensureImage(docker: Docker): Promise<void> {
  if (process.env[IMAGE_ENV_VAR]) return;
  let present = false;
  if (existsSync(IMAGE_TAG_FILE)) {
    const tag = readFileSync(IMAGE_TAG_FILE, 'utf8').trim();
    present = await docker
      .getImage(tag)
      .inspect()
      .then(() => true)
      .catch(() => false);
  }
  if (!present) execFileSync('bash', [join(REPO_ROOT, 'scripts', 'build-image.sh')], { stdio: ['ignore', 'ignore', 'inherit'] });
}

/**
 * Whether the Docker engine answers, for a test file that needs it (`what`: what the file tests).
 * Without it the file fails naming the fix: in CI always, elsewhere unless HB_ALLOW_NO_DOCKER=1,
 * which skips the file's engine tests (false).
 */
export async function requireDocker(docker: Docker, what: string): Promise<boolean> {
  const availability = await dockerAvailable(docker);
  if (availability.ok) return true;
  if (process.env['CI']) throw new Error(`CI requires Docker for ${what}: ${availability.reason}. Fix: ${availability.fix}`);
  if (process.env['HB_ALLOW_NO_DOCKER'] !== '1') throw new Error(`${availability.reason}. Fix: ${availability.fix}; or set HB_ALLOW_NO_DOCKER=1 to skip these tests`);
  return false;
}
