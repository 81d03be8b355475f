import type { Payload } from '../api/adminApi';
import { notifyFailure, notifySuccess, type Action } from './feedback';

interface Labels {
  /** In the success toast: 'Casino' -> 'Casino has been added successfully.' */
  title: string;
  /** In the error toast: 'casino' -> 'Failed to add casino: ...'. */
  noun: string;
  /** Screens with their own texts (guides, content) replace the toasts. */
  success?: (action: Action) => void;
  failure?: (action: Action, error: unknown) => void;
}

type Run<A> = (arg: A) => { unwrap: () => Promise<unknown> };

/**
 * Save and delete with the spec's toasts. A successful save returns true (the screen closes the
 * dialog and resets the form; the list refetches through its tag); a failure keeps everything.
 */
export function useCrud(
  labels: Labels,
  create: Run<Payload>,
  update: Run<{ id: string; body: Payload }>,
  remove: Run<string>,
) {
  const run = async (action: Action, call: () => Promise<unknown>): Promise<boolean> => {
    try {
      await call();
      (labels.success ?? ((a: Action) => notifySuccess(labels.title, a)))(action);
      return true;
    } catch (error) {
      (labels.failure ?? ((a: Action, e: unknown) => notifyFailure(labels.noun, a, e)))(action, error);
      return false;
    }
  };
  return {
    save: (id: string | undefined, body: Payload) =>
      id ? run('update', () => update({ id, body }).unwrap()) : run('add', () => create(body).unwrap()),
    remove: (id: string) => run('delete', () => remove(id).unwrap()),
  };
}
