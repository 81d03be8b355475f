import { notifyFailure, notifySuccess, type Action } from './feedback';

/** The body a form sends (the API slice declares the same shape for its mutations). */
export type Payload = Record<string, unknown>;

export interface Labels {
  /** In the success toast: 'Casino' -> 'Casino has been added successfully.' */
  title: string;
  /** In the error toast: 'casino' -> 'Failed to add casino: ...'. */
  noun: string;
  /** Screens with their own texts (guides, content) replace the toasts. */
  success?: (action: Action) => void;
  failure?: (action: Action, error: unknown) => void;
}

type Run<A> = (arg: A) => { unwrap: () => Promise<unknown> };
type MutationHook<A> = () => readonly [Run<A>, { isLoading: boolean }];

/** The create, update and delete mutation hooks of one resource. */
export interface CrudHooks {
  useCreate: MutationHook<Payload>;
  useUpdate: MutationHook<{ id: string; body: Payload }>;
  useRemove: MutationHook<string>;
}

/** A collection's toast labels and save hooks, as its screen and its record form share them. */
export interface CrudCollection {
  labels: Labels;
  hooks: CrudHooks;
}

/**
 * Save and delete with the standard toasts. A successful save returns true (the screen closes the
 * dialog and resets the form; the list refetches through its tag); a failure keeps everything.
 */
export function useCrud(labels: Labels, hooks: CrudHooks) {
  const [create, created] = hooks.useCreate();
  const [update, updated] = hooks.useUpdate();
  const [remove, removed] = hooks.useRemove();
  const run = async (
    action: Action,
    call: () => Promise<unknown>,
    onError?: (error: unknown) => void,
  ): Promise<boolean> => {
    try {
      await call();
      (labels.success ?? ((a: Action) => notifySuccess(labels.title, a)))(action);
      return true;
    } catch (error) {
      (labels.failure ?? ((a: Action, e: unknown) => notifyFailure(labels.noun, a, e)))(
        action,
        error,
      );
      onError?.(error);
      return false;
    }
  };
  return {
    save: (id: string | undefined, body: Payload, onError?: (error: unknown) => void) =>
      id
        ? run('update', () => update({ id, body }).unwrap(), onError)
        : run('add', () => create(body).unwrap(), onError),
    remove: (id: string) => run('delete', () => remove(id).unwrap()),
    saving: created.isLoading || updated.isLoading,
    removing: removed.isLoading,
  };
}
