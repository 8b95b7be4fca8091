/**
 * What bench processes leave behind: containers (by label and owner pid) and
 * the folders they made in tmpdir() (by the pid in their names). A run
 * removes those of dead processes when it starts, and its own when it is
 * interrupted; another live run's are never touched.
 */
import { existsSync } from 'node:fs';
import Docker from 'dockerode';
import { dockerAvailable, reapLeftovers } from './docker-engine.js';
import { reapTempDirs } from './owned-temp.js';

export interface Reaped {
  containers: number;
  folders: number;
}

/** 'orphans': leftovers of bench processes that no longer exist; 'mine': this process's own. */
export async function reapBenchLeftovers(scope: 'orphans' | 'mine'): Promise<Reaped> {
  // Folders first: a reaped container's host folder is then counted once, here.
  const folders = reapTempDirs(scope).length;
  let containers = 0;
  if (process.env['DOCKER_HOST'] !== undefined || existsSync('/var/run/docker.sock')) {
    const docker = new Docker();
    if ((await dockerAvailable(docker)).ok) containers = (await reapLeftovers(docker, { scope })).length;
  }
  return { containers, folders };
}
