/**
 * Distinct, realistic pages for `npm run bench -- --scale N`: a word-level Markov chain (order 2)
 * trained on the site's own prose writes each page's title, headings and paragraphs, so the
 * generated pages have the vocabulary and word frequencies of real docs but no two share their
 * text (copies would compress and index unrealistically well). Deterministic: page `i` is always
 * the same text.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A small deterministic PRNG (mulberry32); returns floats in [0, 1). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The prose of an MDX page: front matter, code, JSX, links' URLs and Markdown marks removed. */
function proseOf(mdx: string): string {
  return mdx
    .replace(/^---[\s\S]*?\n---/, ' ')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\]\([^)]*\)/g, ' ')
    .replace(/^(import|export)\s.*$/gm, ' ')
    .replace(/[#*_`>|[\]\\~^$%=]+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ');
}

/** Words that MDX treats as plain text (no braces, tags or Markdown syntax). */
const SAFE_WORD = /^[A-Za-z0-9][A-Za-z0-9'’,.;:()/-]*$/;

/** An order-2 Markov chain over the words of a text. */
class MarkovText {
  private readonly next = new Map<string, string[]>();
  private readonly starts: string[] = [];

  constructor(text: string) {
    const words = text.split(/\s+/).filter((w) => SAFE_WORD.test(w));
    for (let i = 0; i + 2 < words.length; i++) {
      const key = `${words[i]} ${words[i + 1]}`;
      const list = this.next.get(key);
      if (list) list.push(words[i + 2]!);
      else this.next.set(key, [words[i + 2]!]);
      if (/^[A-Z]/.test(words[i]!) && /[.!?]$/.test(words[i - 1] ?? '.')) this.starts.push(key);
    }
    if (!this.starts.length) throw new Error('The training text has no sentence to learn from.');
  }

  /** About `words` words, ending at a sentence end when one comes within 20 more words. */
  sentence(random: () => number, words: number): string {
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
    const out = pick(this.starts).split(' ');
    while (out.length < words + 20) {
      const options = this.next.get(`${out.at(-2)} ${out.at(-1)}`);
      if (!options) break;
      out.push(pick(options));
      if (out.length >= words && /[.!?]$/.test(out.at(-1)!)) break;
    }
    const text = out.join(' ').replace(/[,;:(/-]+$/, '');
    return /[.!?]$/.test(text) ? text : `${text}.`;
  }

  /** A short title-like phrase of 2–5 words, capitalised, without end punctuation. */
  phrase(random: () => number): string {
    const words = this.sentence(random, 3)
      .split(' ')
      .slice(0, 2 + Math.floor(random() * 4));
    const text = words
      .join(' ')
      .replace(/[^A-Za-z0-9 '-]/g, '')
      .trim();
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
}

/** Trains a chain on every `.md`/`.mdx` page under `contentDir`. */
export function trainOnContent(contentDir: string): MarkovText {
  const files = (fs.readdirSync(contentDir, { recursive: true }) as string[]).filter((f) => /\.mdx?$/.test(f));
  return new MarkovText(files.map((f) => proseOf(fs.readFileSync(path.join(contentDir, f), 'utf8'))).join(' '));
}

/**
 * The MDX of generated page `n`: front matter (title, description), an intro, 3–6 h2 sections of
 * 1–3 paragraphs, some with an h3, and on every third page a Python block.
 */
export function generatedPage(chain: MarkovText, n: number): string {
  const random = prng(n * 2654435761);
  const paragraph = () => Array.from({ length: 2 + Math.floor(random() * 4) }, () => chain.sentence(random, 8 + Math.floor(random() * 14))).join(' ');
  const title = `${chain.phrase(random)} ${n}`;
  // `sidebar: false`: generated pages stand alone; no sidebar lists a thousand of them.
  const parts = [`---\ntitle: ${JSON.stringify(title)}\ndescription: ${JSON.stringify(chain.sentence(random, 12))}\nsidebar: false\n---`, paragraph()];
  const sections = 3 + Math.floor(random() * 4);
  for (let s = 0; s < sections; s++) {
    parts.push(`## ${chain.phrase(random)}`);
    for (let p = 0, count = 1 + Math.floor(random() * 3); p < count; p++) parts.push(paragraph());
    if (random() < 0.4) parts.push(`### ${chain.phrase(random)}`, paragraph());
  }
  if (n % 3 === 0)
    parts.push(
      `\`\`\`python\nvalues = [${Array.from({ length: 4 }, () => Math.floor(random() * 1000)).join(', ')}]\ntotal = sum(values)\nprint(total)\n\`\`\``,
    );
  return `${parts.join('\n\n')}\n`;
}
