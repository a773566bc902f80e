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

/** A problem at one place of a document: its JSON pointer and what is wrong, with the fix. */
export interface PointedProblem {
  /** `#/paths/~1pets/get/…` */
  pointer: string;
  message: string;
}

/** Something the generator worked around and reports without stopping (a renamed slug, a skipped callback). */
export interface OpenApiWarning {
  /** The whole message, starting with the spec file. */
  message: string;
  /** Where in the document, when one place is to blame. */
  pointer?: string;
}

/**
 * An error nobody anticipated (a generator bug, an exhausted stack) while building the part of the
 * document at `pointer`. {@link atPointer} raises it; the generator turns it into an
 * {@link OpenApiError} naming the spec file, the pointer and its line.
 */
export class UnexpectedGeneratorError extends Error {
  constructor(
    /** JSON pointer of the part being built (`#/paths/~1pets/get`, `#/components/schemas/Pet`). */
    readonly pointer: string,
    /** The error thrown. */
    readonly cause: unknown,
  ) {
    super(`${pointer}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'UnexpectedGeneratorError';
  }
}

/**
 * Runs `work` for the part of the document at `pointer`; any error other than an
 * {@link OpenApiError} or an already pointed one is rethrown as an {@link UnexpectedGeneratorError}.
 */
export function atPointer<T>(pointer: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof OpenApiError || error instanceof UnexpectedGeneratorError) throw error;
    throw new UnexpectedGeneratorError(pointer, error);
  }
}
