/**
 * Refusals the business rules make, thrown by the code that knows the rule (a stale version, a
 * name already taken, a reference to nothing) and turned into an HTTP answer in one place
 * (http/errors.ts, finalErrorHandler): the rules never write status codes themselves.
 */
export abstract class DomainError extends Error {
  /** The HTTP status the refusal is answered with. */
  abstract readonly status: number;

  constructor(
    message: string,
    /** Fields the answer carries beside `message` (who changed a record, which input). */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The write collides with the stored data: a newer version, a name or slug already taken. */
export class ConflictError extends DomainError {
  readonly status = 409;
}

/** An input field is well formed but names nothing that exists (a casino id, say). */
export class InvalidReferenceError extends DomainError {
  readonly status = 400;

  constructor(path: string, message: string) {
    super(`Invalid ${path}: ${message}`, { issues: [{ path, message }] });
  }
}
