/**
 * What a page of the export costs a reader on first load: its document (the HTML and the React
 * Server Components payload that hydrates it), and the JavaScript and CSS its HTML makes the
 * browser fetch, in bytes as sent gzip-compressed (zlib's default level, what servers and CDNs use).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { Parser } from 'htmlparser2';
import { chunkModules } from './chunk-modules';
import type { ChunkWeight } from './over-floor';

/**
 * Where a page's RSC payload lives when it is a file of its own (`/_next/static/rsc/<hash>.js`)
 * rather than inline scripts of the HTML; such a file counts toward the document, not the code.
 * Inline payloads are part of the HTML bytes already.
 */
const RSC_PAYLOAD_PATH = '/_next/static/rsc/';

/** The same-site scripts and stylesheets an HTML page loads before any interaction. */
export interface PageAssets {
  /** `<script src>` (not `nomodule`: modern browsers skip those), `<link rel=preload|modulepreload as=script>`. */
  scripts: string[];
  /** `<link rel=stylesheet>` and `<link rel=preload as=style>`. */
  styles: string[];
  /** The page's RSC payload file(s) (`…/_next/static/rsc/*.js`), counted with the document, not the code. */
  payloads: string[];
}

/**
 * Lists the scripts and stylesheets a page loads, in document order, without repeats. URLs of other
 * origins are left out (the export ships none); `?query` and `#hash` parts are dropped.
 * @param html - the page's HTML
 */
export function pageAssets(html: string): PageAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const payloads = new Set<string>();
  const local = (url: string | undefined) => (url?.startsWith('/') && !url.startsWith('//') ? url.replace(/[?#].*$/, '') : null);
  const parser = new Parser({
    onopentag(name, a) {
      if (name === 'script' && !('nomodule' in a)) {
        const src = local(a.src);
        if (src) (src.includes(RSC_PAYLOAD_PATH) ? payloads : scripts).add(src);
      } else if (name === 'link') {
        const rel = (a.rel ?? '').toLowerCase().split(/\s+/);
        const href = local(a.href);
        if (!href) return;
        if (rel.includes('stylesheet') || (rel.includes('preload') && a.as === 'style')) styles.add(href);
        else if (rel.includes('modulepreload') || (rel.includes('preload') && a.as === 'script')) scripts.add(href);
      }
    },
  });
  parser.end(html);
  return { scripts: [...scripts], styles: [...styles], payloads: [...payloads] };
}

/** First-load weight of one page, in bytes. */
export interface PageWeight {
  /** File below `out/` (`what-is-nillion.html`). */
  file: string;
  htmlBytes: number;
  htmlGzipBytes: number;
  /** Sum of the gzip sizes of the scripts (code) the page loads; the RSC payload file is `rscGzipBytes`. */
  jsGzipBytes: number;
  /** Sum of the gzip sizes of the stylesheets the page loads. */
  cssGzipBytes: number;
  /** Gzip size of the page's RSC payload file (0 when the payload is inline in the HTML). */
  rscGzipBytes: number;
  /** The document a reader downloads: `htmlGzipBytes + rscGzipBytes`. */
  documentGzipBytes: number;
  /** Everything the page loads before interaction: document, JS and CSS, gzip. */
  totalGzipBytes: number;
  scripts: number;
  styles: number;
}

/**
 * Measures pages of an export. Each asset file is read, gzipped and split into modules once.
 */
export class PageWeigher {
  private readonly assets = new Map<string, ChunkWeight>();

  /**
   * @param outDir - the export folder
   * @param basePath - the configured base path (`''` or `/preview/x`), stripped from asset URLs
   */
  constructor(
    private readonly outDir: string,
    private readonly basePath = '',
  ) {}

  /**
   * @param file - an HTML file below `outDir`
   * @throws Error naming the page and the asset when the page loads a file the export does not hold
   */
  measure(file: string): PageWeight {
    const html = fs.readFileSync(path.join(this.outDir, file));
    const { scripts, styles, payloads } = pageAssets(html.toString('utf8'));
    const sum = (urls: string[]) => urls.reduce((total, url) => total + this.asset(url, file).gzipBytes, 0);
    const htmlGzipBytes = zlib.gzipSync(html).length;
    const rscGzipBytes = sum(payloads);
    const jsGzipBytes = sum(scripts);
    const cssGzipBytes = sum(styles);
    return {
      file,
      htmlBytes: html.length,
      htmlGzipBytes,
      jsGzipBytes,
      cssGzipBytes,
      rscGzipBytes,
      documentGzipBytes: htmlGzipBytes + rscGzipBytes,
      totalGzipBytes: htmlGzipBytes + rscGzipBytes + jsGzipBytes + cssGzipBytes,
      scripts: scripts.length,
      styles: styles.length,
    };
  }

  /**
   * The scripts a page loads (the ones {@link measure} counts in `jsGzipBytes`), each with its gzip
   * size and its modules (./chunk-modules.ts), for the comparison with the framework floor.
   * @param file - an HTML file below `outDir`
   * @throws Error naming the page and the script when the page loads a file the export does not hold
   */
  chunks(file: string): ChunkWeight[] {
    return pageAssets(fs.readFileSync(path.join(this.outDir, file), 'utf8')).scripts.map((url) => this.asset(url, file));
  }

  private asset(url: string, page: string): ChunkWeight {
    const cached = this.assets.get(url);
    if (cached) return cached;
    const rel = decodeURIComponent(this.basePath && url.startsWith(`${this.basePath}/`) ? url.slice(this.basePath.length) : url);
    const abs = path.join(this.outDir, rel);
    if (!fs.existsSync(abs)) throw new Error(`${page} loads ${url}, which is not in ${this.outDir}: rebuild the export (npm run build).`);
    const data = fs.readFileSync(abs);
    const asset = { url, gzipBytes: zlib.gzipSync(data).length, modules: chunkModules(url, data.toString('utf8')) };
    this.assets.set(url, asset);
    return asset;
  }
}

/**
 * Size of a folder tree: total bytes and number of files, counting the precompressed `.gz`/`.br`
 * siblings the postbuild writes apart (`precompressedBytes`): they are other encodings of files
 * already counted, and a reader downloads one encoding of each.
 */
export function folderSize(dir: string): { bytes: number; files: number; precompressedBytes: number } {
  let bytes = 0;
  let files = 0;
  let precompressedBytes = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const size = fs.statSync(path.join(entry.parentPath, entry.name)).size;
    if (/\.(gz|br)$/.test(entry.name) && fs.existsSync(path.join(entry.parentPath, entry.name.replace(/\.(gz|br)$/, '')))) {
      precompressedBytes += size;
      continue;
    }
    bytes += size;
    files++;
  }
  return { bytes, files, precompressedBytes };
}
