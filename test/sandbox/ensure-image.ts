import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type Docker from 'dockerode';
import { IMAGE_ENV_VAR, IMAGE_TAG_FILE, REPO_ROOT } from '../../worlds/sandbox/docker-engine.js';

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
