import { createContext, useContext } from 'react';

/** The public forms the site server answers itself when they are posted without script. */
export type EchoedForm = 'newsletter' | 'contact';

/**
 * A form posted to the page server (no script, or sent before the page's script ran) that it
 * refused: what the visitor typed, the schema's message per field, or a failure of the whole
 * send (too many sends, a post from another site) in the server's words. The server renders the
 * page with it, and embeds it beside the page's data so that the browser hydrates the same page.
 */
export interface FormEcho {
  form: EchoedForm;
  values: Record<string, string>;
  errors: Record<string, string>;
  /** The send failed as a whole: the server's words, or none (the form's own fallback text). */
  failure?: { message?: string };
}

export const FormEchoContext = createContext<FormEcho | null>(null);

/** The echo of `form` on this page (a refused post without script), or null. */
export function useFormEcho(form: EchoedForm): FormEcho | null {
  const echo = useContext(FormEchoContext);
  return echo?.form === form ? echo : null;
}
