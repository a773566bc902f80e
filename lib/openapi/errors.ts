/** A problem with an OpenAPI document, named by file and, where known, JSON pointer and line. */
export class OpenApiError extends Error {
  constructor(
    message: string,
    /** The spec file the problem is in. */
    readonly file: string,
    /** Where in the document, when one place is to blame (`#/paths/~1pets/get`). */
    readonly pointer?: string,
  ) {
    super(message);
    this.name = 'OpenApiError';
  }
}
