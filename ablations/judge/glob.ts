/* Names chosen by shell-style globs: scenarios and profiles on the command line, configurations in harness expectations. */

/** Whether a name pattern is a glob rather than a plain name. */
export const hasGlob = (text: string) => /[*?[]/.test(text);

/** A shell-style glob (* any run, ? one character, [abc] a class) as an anchored regular expression. */
export function globToRegExp(glob: string): RegExp {
  let re = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i]!;
    if (ch === '*') re += '.*';
    else if (ch === '?') re += '.';
    else if (ch === '[') {
      const end = glob.indexOf(']', i + 1);
      if (end === -1) re += '\\[';
      else {
        re += `[${glob.slice(i + 1, end).replace(/^!/, '^').replace(/\\/g, '\\\\')}]`;
        i = end;
      }
    } else re += ch.replace(/[.+^${}()|\\/]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}
