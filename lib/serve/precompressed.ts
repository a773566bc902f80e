import path from 'node:path';
import Negotiator from 'negotiator';
import { isFile } from './resolve-export-path';

/** A file of the export together with the content coding it is stored in. */
export interface EncodedFile {
  /** path below the export folder: `a.html`, or its sibling `a.html.gz` */
  file: string;
  /** `Content-Encoding` to send, absent for the file itself */
  encoding?: 'gzip';
  /** whether a precompressed sibling exists (then the response varies on `Accept-Encoding`) */
  hasSiblings: boolean;
}

/**
 * Picks the stored form of `file` to send: the `file.gz` sibling the postbuild writes (gzip only,
 * the one precompressed coding nginx's `gzip_static` also sends) when the client accepts gzip by
 * its `Accept-Encoding` header (RFC 9110 § 12.5.3: highest q-value; on a tie `gzip` before the
 * file itself), or the file itself.
 *
 * @param dir - the export folder (absolute)
 * @param file - the resolved file, relative to `dir`
 * @param acceptEncoding - the request's `Accept-Encoding` header
 */
export function pickEncodedFile(dir: string, file: string, acceptEncoding: string | string[] | undefined): EncodedFile {
  if (!isFile(path.join(dir, `${file}.gz`))) return { file, hasSiblings: false };
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header ?? '' } });
  // negotiator's `preferred` option (runtime API, missing from @types/negotiator) breaks q-value
  // ties in favour of the compressed file, whatever order the client lists them in.
  const encodings = negotiator.encodings as (available: string[], options: { preferred: string[] }) => string[];
  const gzip = encodings.call(negotiator, ['gzip', 'identity'], { preferred: ['gzip', 'identity'] })[0] === 'gzip';
  return gzip ? { file: `${file}.gz`, encoding: 'gzip', hasSiblings: true } : { file, hasSiblings: true };
}
