/**
 * Escapes text for a GitHub markdown table cell or paragraph: markup
 * characters are backslash-escaped and HTML is entity-encoded (GitHub
 * renders inline HTML), so a scenario name cannot inject markup into a
 * pull-request comment or a step summary.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/([\\`*_[\]|#~!])/g, '\\$1')
    .replace(/\r?\n/g, ' ');
}
