const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * JSON for a `<script type="application/json">` block: every `<` becomes
 * \u003c, so no `</script>` or `<!--` in the data can end the block early;
 * U+2028 and U+2029 are escaped too, for any reader that evaluates it as JS.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** A script's source made safe to inline: no `</script` or `<!--` can close or confuse the element. */
export function inlineScript(source: string): string {
  return source.replace(/<\/(script)/gi, (_m, tag: string) => `<\\/${tag}`).replace(/<!--/g, '<\\!--');
}
