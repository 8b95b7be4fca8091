import { describe, expect, it } from 'vitest';
import { wardenStop } from '../../worlds/sandbox/container-processes.js';

/** How a stop from inside is read from the warden's log, which holds every stop of the container's life. */
describe("the warden's log", () => {
  const log = ['warden ready', '12 /bin/sleep', 'stopped 1 clean', 'stopped 2 clean', '30 sh', '31 sh', 'stopped 3 left', '40 node'];

  it('gives the n-th stop its own processes and whether it left none', () => {
    expect(wardenStop(log, 1)).toEqual({ stopped: [{ pid: 12, comm: 'sleep' }], clean: true });
    expect(wardenStop(log, 2)).toEqual({ stopped: [], clean: true });
    expect(wardenStop(log, 3)).toEqual({ stopped: [{ pid: 30, comm: 'sh' }, { pid: 31, comm: 'sh' }], clean: false });
  });

  it('has no answer while the stop has not said it ended, nor for a line that only starts like it', () => {
    expect(wardenStop(log, 4)).toBeNull();
    expect(wardenStop(['stopped 10 clean'], 1)).toBeNull();
    expect(wardenStop(['stopped 1'], 1)).toBeNull();
  });
});
