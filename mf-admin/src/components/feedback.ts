import { serverMessage, toast, type ApiError } from '@sweepscout/kit';

export type Action = 'add' | 'update' | 'delete';
const PAST: Record<Action, string> = { add: 'added', update: 'updated', delete: 'deleted' };

/** The 'Success!' toast of a staff action that went through. */
export function notifyDone(description: string): void {
  toast({ title: 'Success!', description });
}

/** The destructive 'Error!' toast of a staff action that did not. */
export function notifyError(description: string): void {
  toast({ title: 'Error!', description, variant: 'destructive' });
}

/** '{Thing} has been added/updated/deleted successfully.' */
export function notifySuccess(thing: string, action: Action): void {
  notifyDone(`${thing} has been ${PAST[action]} successfully.`);
}

/**
 * The server's message of a failed call, else the "<status>: <text>" message of the request rules.
 * A plain string is a message a call threw itself (guides: 'Failed to create guide').
 */
export function errorText(error: unknown): string {
  if (typeof error === 'string') return error;
  return serverMessage(error, (error as ApiError | undefined)?.message ?? 'Unknown error');
}

/** 'Failed to {what}: {the server's message}'. */
export function notifyFailed(what: string, error: unknown): void {
  notifyError(`Failed to ${what}: ${errorText(error)}`);
}

/** Destructive 'Error!' / 'Failed to add/update/delete {thing}: {message}'. */
export function notifyFailure(thing: string, action: Action, error: unknown): void {
  notifyFailed(`${action} ${thing}`, error);
}
