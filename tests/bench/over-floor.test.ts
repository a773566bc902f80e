import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkBudgets, type BudgetInput } from '@/scripts/bench/budgets';
import { chunkModules, unitKey } from '@/scripts/bench/chunk-modules';
import { describeChunks, overFloor, type ChunkWeight } from '@/scripts/bench/over-floor';
import { pageGroup } from '@/scripts/bench/page-kinds';
import { PageWeigher } from '@/scripts/bench/page-weight';

/** Text that gzip cannot shrink much: `length` base64 characters of a SHA-256 chain from `seed`. */
function noise(seed: number, length: number): string {
  let block = createHash('sha256').update(String(seed)).digest();
  let text = '';
  while (text.length < length) {
    text += block.toString('base64').replace(/[+/=]/g, '');
    block = createHash('sha256').update(block).digest();
  }
  return text.slice(0, length);
}

/** A Turbopack production chunk: `push([script, id, factory, …])`, the shape `next build` writes. */
function turbopackChunk(modules: { id: number; body: string }[]): string {
  const entries = modules.map((m) => `${m.id},e=>{"use strict";${m.body}}`).join(',');
  return `(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["object"==typeof document?document.currentScript:void 0,${entries}]);`;
}

const exported = (name: string, size: number, seed: number) => `e.s(["${name}",0,function(){return "${noise(seed, size)}"}])`;

// The framework's modules, the same in both builds (as with the same next and react).
const reactDom = { id: 46480, body: `var t=e.i(71645);${exported('r', 6000, 1)}` };
const router = { id: 50740, body: exported('AppRouter', 3000, 2) };
const jsx = { id: 43476, body: 'e.s(["jsx",0,1])' };
const runtime = `(()=>{let e;var t=globalThis.TURBOPACK;${noise(3, 2000)}})();`;
// The site's chrome: a colour-mode toggle and a theme provider.
const toggle = { id: 18817, body: `var t=e.i(43476);${exported('ColorModeToggle', 1500, 4)}` };
const theme = { id: 89202, body: exported('ThemeProvider', 500, 5) };
// The planted client component: about 20 KiB gzip on its own.
const planted = { id: 77777, body: exported('PlantedWidget', 27_500, 6) };

/** Writes an export with one page loading `chunks` (file name → text), in order. */
function writeExport(dir: string, page: string, chunks: Record<string, string>): void {
  fs.mkdirSync(path.join(dir, '_next/static/chunks'), { recursive: true });
  for (const [name, text] of Object.entries(chunks)) fs.writeFileSync(path.join(dir, '_next/static/chunks', name), text);
  const scripts = Object.keys(chunks)
    .map((name) => `<script src="/_next/static/chunks/${name}" async=""></script>`)
    .join('');
  fs.mkdirSync(path.dirname(path.join(dir, page)), { recursive: true });
  fs.writeFileSync(path.join(dir, page), `<!DOCTYPE html><html><head>${scripts}</head><body></body></html>`);
}

describe('chunkModules', () => {
  it('splits a Turbopack chunk into its modules by id, with their sizes and export names', () => {
    const modules = chunkModules('/_next/static/chunks/0abc.js', turbopackChunk([toggle, theme, jsx]));
    expect(modules.map((m) => [m.id, m.names])).toEqual([
      ['18817', ['ColorModeToggle']],
      ['89202', ['ThemeProvider']],
      ['43476', ['jsx']],
    ]);
    expect(modules[0]!.bytes).toBeGreaterThan(1500);
  });

  it('gives a factory shared by several ids to each of them, counted once, and skips the ids run at once after the last factory', () => {
    const source = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([null,1,e=>{e.s(["Search",0,1])},2,3,e=>{e.s(["Dialog",0,2])},1]);';
    const modules = chunkModules('c.js', source);
    expect(modules.map((m) => [m.id, m.names, m.bytes > 0])).toEqual([
      ['1', ['Search'], true],
      ['2', ['Dialog'], true],
      ['3', ['Dialog'], false],
    ]);
  });

  it('leaves out single-letter and default export names (minified internals say nothing)', () => {
    const [m] = chunkModules('c.js', turbopackChunk([{ id: 1, body: 'e.s(["f",0,1,"default",0,2,"useTabs",0,3])' }]));
    expect(m!.names).toEqual(['useTabs']);
  });

  it('keeps a chunk of another shape as one unit, the runtime keyed by its name without the hash', () => {
    expect(chunkModules('/_next/static/chunks/turbopack-077hmtqrhcoji.js', runtime)).toEqual([{ id: 'chunk:turbopack', bytes: runtime.length, names: [] }]);
    expect(unitKey('/x/turbopack-2u1d16houkiyo.js')).toBe(unitKey('/y/turbopack-077hmtqrhcoji.js'));
    expect(unitKey('/x/0cz1d0mv5g_q7.js')).toBe('chunk:0cz1d0mv5g_q7.js');
    // Starts like a module list but throws when run: one unit, not an error.
    const bad = '(globalThis.TURBOPACK||[]).push(undefinedName)';
    expect(chunkModules('/x/bad.js', bad)).toEqual([{ id: 'chunk:bad.js', bytes: bad.length, names: [] }]);
  });
});

describe('overFloor', () => {
  const chunk = (url: string, gzipBytes: number, modules: { id: string; bytes: number; names?: string[] }[]): ChunkWeight => ({
    url,
    gzipBytes,
    modules: modules.map((m) => ({ names: [], ...m })),
  });

  it('is the page’s JS minus the floor’s, exactly, with the site’s modules listed under their chunks', () => {
    const floor = [
      chunk('/f/react.js', 70_000, [{ id: '1', bytes: 200_000 }]),
      chunk('/f/next.js', 50_000, [
        { id: '2', bytes: 100_000 },
        { id: '3', bytes: 40_000 },
      ]),
    ];
    // The site moves module 3 into its own chunk beside its toggle (3 000 of 6 000 source bytes).
    const page = [
      chunk('/s/react.js', 70_000, [{ id: '1', bytes: 200_000 }]),
      chunk('/s/next.js', 40_000, [{ id: '2', bytes: 100_000 }]),
      chunk('/s/chrome.js', 14_000, [
        { id: '3', bytes: 3000 },
        { id: '9', bytes: 3000, names: ['ColorModeToggle'] },
      ]),
    ];
    const o = overFloor(page, floor);
    expect(o).toMatchObject({ pageBytes: 124_000, floorBytes: 120_000, overBytes: 4000, floorOnlyBytes: 0 });
    expect(o.chunks).toEqual([{ url: '/s/chrome.js', bytes: 7000, modules: [{ id: '9', name: 'ColorModeToggle', bytes: 7000 }] }]);
    // Module 3 compresses worse in its new chunk: the rest of the difference.
    expect(o.otherBytes).toBe(-3000);
    expect(describeChunks(o)).toBe('chrome.js +6.8 KiB (ColorModeToggle 6.8), compression and chunking −2.9 KiB');
  });

  it('subtracts floor modules the page does not load and counts a module in two chunks once', () => {
    const floor = [
      chunk('/f/a.js', 10_000, [
        { id: '1', bytes: 1000 },
        { id: '2', bytes: 1000 },
      ]),
    ];
    const page = [
      chunk('/s/a.js', 5000, [{ id: '1', bytes: 1000 }]),
      chunk('/s/b.js', 2000, [
        { id: '1', bytes: 500 },
        { id: '7', bytes: 500 },
      ]),
    ];
    const o = overFloor(page, floor);
    expect(o).toMatchObject({
      overBytes: -3000,
      floorOnlyBytes: 5000,
      chunks: [{ url: '/s/b.js', bytes: 1000, modules: [{ id: '7', name: null, bytes: 1000 }] }],
      otherBytes: 1000,
    });
    expect(describeChunks(o)).toBe('b.js +1.0 KiB (module 7 1.0), floor modules not loaded −4.9 KiB, compression and chunking +1.0 KiB');
  });

  it('lists a chunk’s modules largest first, three of them, and counts the rest', () => {
    const floor = [chunk('/f/a.js', 1000, [{ id: '1', bytes: 1000 }])];
    const sizes = [100, 400, 200, 300, 50];
    const page = [
      ...floor,
      chunk(
        '/s/b.js',
        1050,
        sizes.map((bytes, i) => ({ id: String(20 + i), bytes, names: i === 1 ? ['Big'] : [] })),
      ),
    ];
    expect(describeChunks(overFloor(page, floor))).toBe('b.js +1.0 KiB (Big 0.4, module 23 0.3, module 22 0.2, 2 more modules)');
    const unit = [...floor, chunk('/s/c.js', 800, [{ id: 'chunk:c.js', bytes: 3000 }])];
    expect(describeChunks(overFloor(unit, floor))).toBe('c.js +0.8 KiB (the whole chunk 0.8)');
  });
});

describe('a planted 20 KiB client component on doc pages', () => {
  let root: string;
  const chunks = (extra: Record<string, string>) => ({
    'turbopack-077hmtqrhcoji.js': runtime,
    '3xtcxib45f8je.js': turbopackChunk([reactDom, jsx]),
    '238fi0zzsec2l.js': turbopackChunk([router]),
    ...extra,
  });
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'over-floor-'));
    writeExport(path.join(root, 'floor'), 'index.html', {
      'turbopack-2u1d16houkiyo.js': runtime,
      '0lbd9mfqjfvrp.js': turbopackChunk([reactDom]),
      '06gbk9elyw54-.js': turbopackChunk([router, jsx]),
    });
    writeExport(path.join(root, 'site'), 'guide.html', chunks({ '3m-sk004gdwmy.js': turbopackChunk([toggle, theme]) }));
    // Turbopack puts the planted component in the chunk of the page's other client leaves.
    writeExport(path.join(root, 'planted'), 'guide.html', chunks({ '3m-sk004gdwmy.js': turbopackChunk([toggle, planted, theme]) }));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  /** The verdicts of the floor budgets for the doc page of the export in `site`. */
  const verdicts = (site: string) => {
    const floor = new PageWeigher(path.join(root, 'floor')).chunks('index.html');
    const page = new PageWeigher(path.join(root, site)).chunks('guide.html');
    const input: BudgetInput = {
      build: null,
      exportBytes: null,
      pages: [],
      overFloor: [{ file: 'guide.html', group: pageGroup('guide.html'), over: overFloor(page, floor) }],
      lighthouse: [],
      sections: [],
    };
    return checkBudgets(input).filter((b) => b.name.startsWith('JS over the framework floor, doc pages'));
  };

  it('passes without it (the chrome alone is under 10 KiB over the floor)', () => {
    expect(verdicts('site')).toMatchObject([{ pass: true }]);
  });

  it('fails the doc-page budget with it, naming its chunk and its export first', () => {
    const [verdict] = verdicts('planted');
    expect(verdict!.pass).toBe(false);
    expect(verdict!.detail).toMatch(
      /^1 page over; guide\.html: 3m-sk004gdwmy\.js \+2\d\.\d KiB \(PlantedWidget (19|20|21)\.\d, ColorModeToggle \d\.\d, ThemeProvider 0\.\d\)$/,
    );
  });
});
