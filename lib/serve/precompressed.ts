import fs from 'node:fs';
import path from 'node:path';
import Negotiator from 'negotiator';

/** A file of the export together with the content coding it is stored in. */
export interface EncodedFile {
  /** path below the export folder: `a.html`, or its sibling `a.html.gz` */
  file: string;
  /** `Content-Encoding` to send, absent for the file itself */
  encoding?: 'gzip';
  /** whether any precompressed sibling exists (then the response varies on `Accept-Encoding`) */
  hasSiblings: boolean;
}

/** The siblings the postbuild writes: gzip only, the one precompressed coding nginx (`gzip_static`) also sends. */
const SIBLINGS = [{ encoding: 'gzip', suffix: '.gz' }] as const;

const isFile = (p: string) => {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
};

/**
 * Picks the stored form of `file` to send: its precompressed sibling `file.gz` when the client
 * accepts gzip by its `Accept-Encoding` header (RFC 9110 § 12.5.3: highest q-value; on a tie
 * `gzip` before the file itself), or the file itself.
 *
 * @param dir - the export folder (absolute)
 * @param file - the resolved file, relative to `dir`
 * @param acceptEncoding - the request's `Accept-Encoding` header
 */
export function pickEncodedFile(dir: string, file: string, acceptEncoding: string | string[] | undefined): EncodedFile {
  const present = SIBLINGS.filter((s) => isFile(path.join(dir, file + s.suffix)));
  if (present.length === 0) return { file, hasSiblings: false };
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header ?? '' } });
  // negotiator's `preferred` option (runtime API, missing from @types/negotiator) breaks q-value
  // ties in favour of the compressed file, whatever order the client lists them in.
  const encodings = negotiator.encodings as (available: string[], options: { preferred: string[] }) => string[];
  const choice = encodings.call(negotiator, [...present.map((s) => s.encoding), 'identity'], { preferred: ['gzip', 'identity'] })[0];
  const sibling = present.find((s) => s.encoding === choice);
  return sibling ? { file: file + sibling.suffix, encoding: sibling.encoding, hasSiblings: true } : { file, hasSiblings: true };
}
