/** The message JSON.parse gives for `text` (what a server that reports a body it cannot read says about it). */
export function jsonError(text: string): string {
  try {
    JSON.parse(text);
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error('valid JSON');
}
