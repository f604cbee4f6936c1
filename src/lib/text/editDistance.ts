/**
 * The fewest single-character edits that turn `from` into `to`: an insertion, a deletion, a substitution, or a
 * swap of two neighbouring characters (`fromat` is one edit from `format`). Compares UTF-16 code units.
 */
export function editDistance(from: string, to: string): number {
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: to.length + 1 }, (_, column) => column);
  for (let row = 1; row <= from.length; row++) {
    const current = [row];
    for (let column = 1; column <= to.length; column++) {
      const substitution = from[row - 1] === to[column - 1] ? 0 : 1;
      let best = Math.min(
        (previous[column] ?? 0) + 1,
        (current[column - 1] ?? 0) + 1,
        (previous[column - 1] ?? 0) + substitution,
      );
      const swapped =
        row > 1 && column > 1 && from[row - 1] === to[column - 2] && from[row - 2] === to[column - 1];
      if (swapped) best = Math.min(best, (beforePrevious[column - 2] ?? 0) + 1);
      current.push(best);
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[to.length] ?? 0;
}
