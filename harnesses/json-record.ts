/** A parsed JSON value as an object (not null, not an array), or null: how the ACP and kind modules read what an agent sent. */
export function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}
