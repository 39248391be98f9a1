const sameWords = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').toLocaleLowerCase('en-IN') ===
  b.replace(/\s+/g, ' ').toLocaleLowerCase('en-IN');

/**
 * An address on one line from its parts (lines become commas), each said once: a street part often ends with the town
 * its city line starts with ("Civil Lines, Roorkee" + "Roorkee, Uttarakhand 247667" gives
 * "Civil Lines, Roorkee, Uttarakhand 247667"). Only neighbours are merged, so a name that comes
 * back further on (a road named after another town) stays.
 */
export function joinAddress(...parts: readonly string[]): string {
  const pieces: string[] = [];
  for (const piece of parts.flatMap((part) => part.split(/[,\n]/))) {
    const trimmed = piece.trim();
    const previous = pieces.at(-1);
    if (trimmed && !(previous && sameWords(previous, trimmed))) pieces.push(trimmed);
  }
  return pieces.join(', ');
}
