/**
 * The specs this site publishes: every `openapi/<name>.yaml|yml|json` file, each giving the pages
 * under `/api/<name>/` (the content compile models it: lib/compile/api-specs.ts). Nothing here
 * names a particular API: adding a spec file adds its pages.
 */
import fs from 'node:fs';
import path from 'node:path';

/** One published spec. Paths are relative to the repository root. */
export interface ApiSpecConfig {
  /** The OpenAPI file (`openapi/nildb.yaml`). */
  spec: string;
  /** Route prefix of its pages (`api/nildb`). */
  routePrefix: string;
}

/** Folder of the published specs. */
const SPEC_DIR = 'openapi';

const SPEC_FILE = /\.(ya?ml|json)$/i;

/** A spec's name: the file name without its `.yaml`, `.yml` or `.json` extension. */
export function specName(spec: string): string {
  return path.basename(spec).replace(SPEC_FILE, '');
}

/** The model file for a spec written into `outDir`: `<outDir>/<spec name>.json`. */
export function modelFileFor(spec: string, outDir: string): string {
  return path.join(outDir, `${specName(spec)}.json`);
}

/** The default route prefix of a spec's pages: `api/<spec name>`. */
export function defaultRoutePrefix(spec: string): string {
  return `api/${specName(spec)}`;
}

/**
 * The specs in `openapi/` (files directly in the folder, sorted by name; the sidebar order comes
 * from each spec's `info.x-sidebar-position`, see `sortBySidebarPosition` in generate.ts).
 * @param root repository root
 * @throws Error naming both files when two specs share a name (`a.yaml` and `a.json`): their routes would collide
 */
export function listApiSpecs(root: string): ApiSpecConfig[] {
  const dir = path.join(root, SPEC_DIR);
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isFile() && SPEC_FILE.test(d.name))
    .map((d) => d.name)
    .sort();
  const seen = new Map<string, string>();
  return files.map((file) => {
    const name = specName(file);
    const other = seen.get(name);
    if (other) {
      throw new Error(`${SPEC_DIR}/${other} and ${SPEC_DIR}/${file} both publish /api/${name}/: rename or remove one of them.`);
    }
    seen.set(name, file);
    return { spec: `${SPEC_DIR}/${file}`, routePrefix: `api/${name}` };
  });
}
