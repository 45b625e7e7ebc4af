/**
 * The names near a mistyped one, nearest first: those holding its words in order
 * (`getConfig` -> `getPlatformConfig`, `max-platform` -> `max-platforms`), then those within
 * two edits (leven) or sharing its first three characters. Used where a name is refused with
 * "did you mean ...?" (the command line's flags and commands, the operation a fault names).
 */
import leven from "leven";

/** camelCase and kebab-case words, lower-cased. */
const wordsOf = (s: string): string[] =>
  s
    .split(/(?=[A-Z])|[-_.\s]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());

function holdsWords(candidate: string, words: string[]): boolean {
  const c = candidate.toLowerCase();
  let from = 0;
  for (const w of words) {
    const at = c.indexOf(w, from);
    if (at < 0) return false;
    from = at + w.length;
  }
  return true;
}

export function nearNames(name: string, names: Iterable<string>): string[] {
  const words = wordsOf(name);
  return [...names]
    .map((n) => ({ n, d: leven(name, n), held: words.length > 1 && holdsWords(n, words) }))
    .filter(({ n, d, held }) => held || d <= 2 || n.startsWith(name.slice(0, 3)))
    .sort((a, b) => Number(b.held) - Number(a.held) || a.d - b.d)
    .map(({ n }) => n);
}
