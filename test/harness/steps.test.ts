import { describe, expect, it } from 'vitest';
import { drive, isSteps, type Steps } from '../../harness/steps.js';

describe('steps', () => {
  it('runs steps that never wait to their end before drive returns', async () => {
    const seen: string[] = [];
    function* work(): Steps<number> {
      seen.push('ran');
      return 7;
    }
    const done = drive(work());
    expect(seen).toEqual(['ran']);
    await expect(done).resolves.toBe(7);
  });

  it('awaits each promise it yields and hands back its value', async () => {
    function* work(): Steps<number> {
      const a = (yield Promise.resolve(2)) as number;
      const b = (yield new Promise<number>((resolve) => setTimeout(() => resolve(3), 5))) as number;
      return a * b;
    }
    await expect(drive(work())).resolves.toBe(6);
  });

  it('throws a rejection at the yield, where the steps may catch it', async () => {
    function* work(): Steps<string> {
      try {
        yield Promise.reject(new Error('tool failed'));
        return 'not reached';
      } catch (error) {
        return `caught ${(error as Error).message}`;
      }
    }
    await expect(drive(work())).resolves.toBe('caught tool failed');
  });

  it('rejects with what the steps throw, before or after a wait', async () => {
    function* early(): Steps<number> {
      throw new Error('at once');
    }
    function* late(): Steps<number> {
      yield Promise.resolve();
      throw new Error('after a wait');
    }
    await expect(drive(early())).rejects.toThrow('at once');
    await expect(drive(late())).rejects.toThrow('after a wait');
  });

  it('gives back a plain value yielded by mistake, as await would', async () => {
    function* work(): Steps<unknown> {
      return yield 5 as unknown as Promise<number>;
    }
    await expect(drive(work())).resolves.toBe(5);
  });

  it('tells steps from a result', () => {
    function* work(): Steps<number> {
      return 1;
    }
    expect(isSteps(work())).toBe(true);
    expect(isSteps<{ type: string }>({ type: 'feedback' })).toBe(false);
  });
});
