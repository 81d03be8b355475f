import { createContext, useContext, useId, type ReactNode } from 'react';
import type { ServerFragments } from './shellServer';

/** The page server's kept fragments, on the server only (the shell's serverApp); else null. */
export const ServerFragmentsContext = createContext<ServerFragments | null>(null);

type ServerMemoDeps = readonly (string | number | boolean | null)[];

/**
 * A part of the page the server renders once per `deps` and then reuses as HTML: `deps` must name
 * everything its children show that can differ from one page to the next (the pathname, for
 * links that show the current page; a row's data), since the kept HTML is what they showed then.
 * `deps` may be a function: it is then called on the server only (the browser renders the
 * children and needs no key). Its children should begin and end with an element (a part that
 * begins or ends with text is rendered every time). A global style in it must be static (no
 * function of props or theme): a kept part is not rendered again, its styles are put back as it
 * used them. Server and browser render the same three slots (the kept HTML's marks stand in the
 * first and last on the server), so the children's ids (`useId`) are the same on both sides and
 * hydration matches.
 */
export function ServerMemo({
  id,
  deps,
  children,
}: {
  id: string;
  deps: ServerMemoDeps | (() => ServerMemoDeps);
  children: ReactNode;
}) {
  const fragments = useContext(ServerFragmentsContext);
  // Where the fragment sits in the tree: its children's ids depend on it.
  const position = useId();
  const key = fragments
    ? `${position}|${id}|${JSON.stringify(typeof deps === 'function' ? deps() : deps)}`
    : '';
  // On the server: the kept HTML's mark in the first slot, or marks around the children rendered
  // now; in the browser, the children between two empty slots.
  const kept = fragments?.reuse(key) ?? null;
  const marks = fragments && !kept ? fragments.record(key) : null;
  return (
    <>
      {kept ?? marks?.start ?? null}
      {kept ? null : children}
      {marks?.end ?? null}
    </>
  );
}
