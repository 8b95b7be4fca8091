/**
 * The closest of the known names to one that was mistyped, for a "did you
 * mean" hint: the name at the smallest edit distance, when that distance is
 * small for its length (at most a third of the typed name, at least 1 and at
 * most 3 edits); null when none is close enough to be a likely typo.
 */
export function closestName(typed: string, known: Iterable<string>): string | null {
  const limit = Math.min(3, Math.max(1, Math.floor(typed.length / 3)));
  let best: string | null = null;
  let bestDistance = limit + 1;
  for (const name of known) {
    const d = editDistance(typed.toLowerCase(), name.toLowerCase());
    if (d < bestDistance) {
      best = name;
      bestDistance = d;
    }
  }
  return best;
}

/** ` (did you mean X?)`, or nothing when no known name is close. */
export function didYouMean(typed: string, known: Iterable<string>): string {
  const name = closestName(typed, known);
  return name === null ? '' : ` (did you mean ${name}?)`;
}

/** Levenshtein distance, one row at a time. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row.push(Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    previous = row;
  }
  return previous[b.length]!;
}
