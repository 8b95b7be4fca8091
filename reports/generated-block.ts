/**
 * A generated block of a markdown page: the text between `<!-- NAME:begin -->`
 * and `<!-- NAME:end -->`, each marker on its own line. The generators under
 * results/ rewrite their block; the tests compare it with what they generate.
 */

const markers = (name: string) => [`<!-- ${name}:begin -->`, `<!-- ${name}:end -->`] as const;

/** The text between the page's `name` markers, or undefined without them. */
export function blockOf(page: string, name: string): string | undefined {
  const [begin, end] = markers(name);
  const start = page.indexOf(begin);
  const stop = page.indexOf(end);
  return start < 0 || stop < start ? undefined : page.slice(start + begin.length + 1, stop - 1);
}

/** The page with its `name` block replaced; a page without the markers throws, naming `where` (the block's place is the page's to choose). */
export function withBlock(page: string, name: string, text: string, where: string): string {
  const [begin, end] = markers(name);
  const start = page.indexOf(begin);
  const stop = page.indexOf(end);
  if (start < 0 || stop < start) throw new Error(`${where} has no ${begin} ... ${end} block to write into`);
  return `${page.slice(0, start + begin.length)}\n${text}\n${page.slice(stop)}`;
}
