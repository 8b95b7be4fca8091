/**
 * Escapes text for XML content and attribute values, and drops the
 * characters XML 1.0 cannot carry at all (most C0 controls, lone surrogates,
 * U+FFFE/U+FFFF), which a tool output may well contain.
 */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD')
    .replace(/[&<>"']/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&apos;'));
}
