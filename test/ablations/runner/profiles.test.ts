import { describe, expect, it } from 'vitest';
import { CONTROL_NAMES } from '../../../harness/controls/registry.js';
import { builtInProfiles, findProfile, FULL, INSTRUMENTED, instantiate, withParams } from '../../../harness/profile.js';

describe('profiles', () => {
  it('are full, instrumented, then one without-<control> per registered control', () => {
    expect(builtInProfiles().map((p) => p.name)).toEqual(['full', 'instrumented', ...CONTROL_NAMES.map((c) => `without-${c}`)]);
  });

  it('full enables every control; instrumented adds only audit', () => {
    expect(Object.keys(FULL.controls)).toEqual([...CONTROL_NAMES]);
    expect({ ...INSTRUMENTED, name: 'full', description: FULL.description, audit: false }).toEqual(FULL);
  });

  for (const control of CONTROL_NAMES) {
    it(`without-${control} removes exactly ${control} from instrumented`, () => {
      const profile = findProfile(`without-${control}`);
      expect(profile.removed).toBe(control);
      expect(profile.audit).toBe(true);
      expect(Object.keys(profile.controls)).toEqual(CONTROL_NAMES.filter((c) => c !== control));
      expect(instantiate(profile).map((c) => c.name)).toEqual(CONTROL_NAMES.filter((c) => c !== control));
    });
  }

  it('names the valid choices for an unknown profile', () => {
    expect(() => findProfile('without-everything')).toThrow(/unknown profile "without-everything"; profiles: full, instrumented, without-proposal-budget/);
  });

  it('rejects bad control parameters naming the profile, control and field', () => {
    const bad = withParams(FULL, { evidence: { on_stale: 'maybe' } });
    expect(() => instantiate(bad)).toThrow(/profile full: control evidence: .*on_stale/s);
  });
});
