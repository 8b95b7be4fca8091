import { ConfigError } from '../harness/errors.js';
import type { HarnessConfiguration, HarnessConfigurationInput } from './configuration.js';
import { HarnessConfigurationSchema } from './configuration-schema.js';

/**
 * Typed helper for a harness configuration written in TypeScript (the same
 * data as a profiles/<kind>/*.yaml file): validates it with
 * HarnessConfigurationSchema, fills its defaults and returns it; a ConfigError
 * naming each field path otherwise.
 */
export function defineHarness(input: HarnessConfigurationInput): HarnessConfiguration {
  const parsed = HarnessConfigurationSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(top)'}: ${i.message}`);
  throw new ConfigError(`not a harness configuration: ${issues.join('; ')}`);
}
