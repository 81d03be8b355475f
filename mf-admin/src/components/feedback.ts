import { serverMessage, toast, type ApiError } from '@sweepscout/kit';

export type Action = 'add' | 'update' | 'delete';
const PAST: Record<Action, string> = { add: 'added', update: 'updated', delete: 'deleted' };

/** '{Thing} has been added/updated/deleted successfully.' */
export function notifySuccess(thing: string, action: Action): void {
  toast({ title: 'Success!', description: `${thing} has been ${PAST[action]} successfully.` });
}

/**
 * The server's message of a failed call, else the "<status>: <text>" message of the request rules.
 * A plain string is a message a call threw itself (guides: 'Failed to create guide').
 */
export function errorText(error: unknown): string {
  if (typeof error === 'string') return error;
  return serverMessage(error, (error as ApiError | undefined)?.message ?? 'Unknown error');
}

/** Destructive 'Error!' / 'Failed to add/update/delete {thing}: {message}'. */
export function notifyFailure(thing: string, action: Action, error: unknown): void {
  toast({
    title: 'Error!',
    description: `Failed to ${action} ${thing}: ${errorText(error)}`,
    variant: 'destructive',
  });
}
