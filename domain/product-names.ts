// How product and category names read on pages: line breaks marked by '/', one-line titles, category labels.
/** Product names use '/' to mark a line break (SPEC §3). */
export function nameLines(name: string): string[] {
  return name
    .split('/')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** One-line form of a product name, for titles, alt text and search results. */
export function plainName(name: string): string {
  return nameLines(name).join(' – ');
}

export function categoryLabel(category: string): string {
  return category.charAt(0).toUpperCase() + category.slice(1);
}
