/**
 * A promise one page makes about another, checked as an error with file:line: a link to the
 * glossary names a term (`/glossary#share`); a bare `/glossary` link is refused (an anchor the
 * glossary's headings do not define fails the link check, content-check.ts).
 */
import type { DocEntry } from '../content/types';
import { slugify } from '../content/slug';
import type { Problem } from './problem';

/** The glossary's route. */
export const GLOSSARY_ROUTE = '/glossary';

/**
 * Glossary links of every page: each names a term (`/glossary#term`); a bare link is an error.
 * @param entries - all pages (the glossary among them; without it nothing is checked)
 * @param glossary - the glossary page; a link's text picks the suggested anchor among its headings
 */
export function checkGlossaryLinks(entries: DocEntry[], glossary: DocEntry | undefined): Problem[] {
  if (!glossary) return [];
  const terms = glossary.headings.map((h) => h.id);
  const problems: Problem[] = [];
  for (const entry of entries) {
    for (const link of entry.links) {
      const [pathPart = '', hash] = link.url.split('#', 2) as [string, string | undefined];
      if (pathPart.replace(/\/$/, '') !== GLOSSARY_ROUTE) continue;
      if (hash) continue; // an anchor the glossary lacks is reported by the link check
      const guess = link.text ? closestTerm(link.text, terms) : undefined;
      const fix = guess ? `link the term's heading, e.g. ${GLOSSARY_ROUTE}#${guess}` : `link the term's heading (${GLOSSARY_ROUTE}#<term>)`;
      const message = `bare glossary link "${link.url}": name the term. ${fix}, or add the term to the glossary. Terms: ${terms.join(', ')}.`;
      problems.push({ file: entry.file, line: link.line, severity: 'error', message });
    }
  }
  return problems;
}

/** The glossary anchor whose slug shares the most words with `text` (singular or plural), if any. */
function closestTerm(text: string, terms: string[]): string | undefined {
  const words = slugify(text)
    .split('-')
    .map((w) => w.replace(/s$/, ''))
    .filter((w) => w.length > 2);
  let best: { term: string; score: number } | undefined;
  for (const term of terms) {
    const parts = term.split('-').map((w) => w.replace(/s$/, ''));
    const score = words.filter((w) => parts.includes(w)).length;
    if (score && (!best || score > best.score)) best = { term, score };
  }
  return best?.term;
}
