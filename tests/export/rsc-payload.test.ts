import { afterEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import vm from 'node:vm';
import { externalizeRscPayload, externalizeRscPayloads } from '@/lib/export/rsc-payload';

const BOOT = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
/** A page shaped like a Next.js export: bootstrap, then payload chunks between other scripts. */
const page = (chunks: unknown[], extra = '') =>
  `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><main><h1>Title</h1></main>${BOOT}${chunks
    .map((c) => `<script>self.__next_f.push(${JSON.stringify(c)})</script>`)
    .join(extra)}<script id="_R_">init()</script></body></html>`;

/** Runs a payload file the way the browser does and returns what reached self.__next_f. */
function pushed(script: string): unknown[] {
  const self = { __next_f: [] as unknown[] };
  vm.runInNewContext(script, { self });
  return self.__next_f;
}

describe('externalizeRscPayload', () => {
  it('replaces the payload scripts with one external script holding the same chunks in order', () => {
    const chunks = [[1, '0:{"a":"</p>"}\n'], [1, '1:["$","p",null,{}]\n'], [2, null]];
    const html = page(chunks, '<script>other()</script>');
    const result = externalizeRscPayload(html, '', 'x.html');
    expect(result.file).toMatch(/^_next\/static\/rsc\/[0-9a-f]{16}\.js$/);
    expect(pushed(result.script!)).toEqual(chunks);
    expect(result.html).not.toContain('self.__next_f.push([1');
    expect(result.html).toContain(BOOT);
    expect(result.html).toContain(`<script src="/${result.file}"></script><script>other()</script><script>other()</script><script id="_R_">`);
    expect(result.html).toContain('<h1>Title</h1>');
  });

  it('prefixes the base path and names files by content', () => {
    const a = externalizeRscPayload(page([[1, 'a']]), '/preview/b', 'a.html');
    const b = externalizeRscPayload(page([[1, 'a']]), '', 'b.html');
    const c = externalizeRscPayload(page([[1, 'c']]), '', 'c.html');
    expect(a.html).toContain(`<script src="/preview/b/${a.file}">`);
    expect(a.file).toBe(b.file);
    expect(c.file).not.toBe(a.file);
  });

  it('leaves a page without payload unchanged', () => {
    const html = '<html><body><p>plain</p></body></html>';
    expect(externalizeRscPayload(html, '', 'plain.html')).toEqual({ html, script: null, file: null });
  });

  it('fails, naming the page, when the payload format is not the one it knows', () => {
    expect(() => externalizeRscPayload(page([[0]]), '', 'boot.html')).toThrow(/boot\.html: unexpected payload chunk \[0\]/);
    expect(() => externalizeRscPayload(`<body><script>self.__next_f.push([1,"a"])</script></body>`, '', 'noboot.html')).toThrow(/noboot\.html: payload scripts without the bootstrap/);
    expect(() => externalizeRscPayload(`${BOOT}<script>self.__next_f.push([1,oops])</script>`, '', 'bad.html')).toThrow(/bad\.html: .*does not hold a JSON array/);
  });
});

describe('externalizeRscPayloads', () => {
  let dir = '';
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('rewrites every page of an export, writes the files, and a second run changes nothing', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsc-'));
    fs.mkdirSync(path.join(dir, 'docs'));
    const long = 'x'.repeat(500);
    fs.writeFileSync(path.join(dir, 'index.html'), page([[1, long]]));
    fs.writeFileSync(path.join(dir, 'docs/a.html'), page([[1, 'same']]));
    fs.writeFileSync(path.join(dir, 'docs/b.html'), page([[1, 'same']]));
    fs.writeFileSync(path.join(dir, 'plain.html'), '<p>no payload</p>');
    const summary = externalizeRscPayloads(dir, '');
    expect(summary.pages).toBe(3);
    expect(summary.files).toBe(2);
    expect(summary.movedBytes).toBeGreaterThan(0);
    const home = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    const src = /<script src="\/([^"]+)">/.exec(home)![1]!;
    expect(pushed(fs.readFileSync(path.join(dir, src), 'utf8'))).toEqual([[1, long]]);
    expect(fs.readFileSync(path.join(dir, 'plain.html'), 'utf8')).toBe('<p>no payload</p>');
    const snapshot = fs.readFileSync(path.join(dir, 'docs/a.html'), 'utf8');
    expect(externalizeRscPayloads(dir, '')).toEqual({ pages: 0, files: 0, movedBytes: 0 });
    expect(fs.readFileSync(path.join(dir, 'docs/a.html'), 'utf8')).toBe(snapshot);
  });

  it('writes nothing when one page fails', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rsc-'));
    fs.writeFileSync(path.join(dir, 'a.html'), page([[1, 'fine']]));
    fs.writeFileSync(path.join(dir, 'b.html'), `<script>self.__next_f.push([1,"x"])</script>`);
    const before = fs.readFileSync(path.join(dir, 'a.html'), 'utf8');
    expect(() => externalizeRscPayloads(dir, '')).toThrow(/b\.html/);
    expect(fs.readFileSync(path.join(dir, 'a.html'), 'utf8')).toBe(before);
    expect(fs.existsSync(path.join(dir, '_next'))).toBe(false);
  });
});
