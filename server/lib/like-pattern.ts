// Searching with LIKE/ILIKE for what was typed: \, % and _ are matched as themselves, not as wildcards.

/** The typed text with LIKE's wildcards escaped (PostgreSQL's default escape character is \). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern matching any value that contains the typed text. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
