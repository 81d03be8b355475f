import {
  Component,
  Suspense,
  use,
  useEffect,
  useId,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { remoteNameOf, type RemoteModuleId, type RemoteModuleProps } from '@sweepscout/shared';
import { Button, Skeleton, skipWhileOffscreen } from '../ui';
import { theme } from '../theme';
import { useRemoteRevision } from './hotUpdates';
import { deferredArea, type DeferredArea } from './deferredArea';
import { forgetRemoteComponent, importRemoteComponent, remoteComponent } from './loadRemoteModule';
import { resetRemote } from './remoteRegistry';
import { usePreloadedRemotes } from './PreloadedRemotes';

export const REMOTE_UNAVAILABLE_TEXT = 'This section is temporarily unavailable';

const Fallback = styled.div`
  margin: ${theme.space(4)} auto;
  max-width: ${theme.maxWidth};
  padding: ${theme.space(6)};
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radius.md};
  text-align: center;
  color: ${theme.colors.textMuted};
`;

// Spaced with padding, not margin: a top margin would collapse through <main> and move the whole
// page area when the remote replaces this (a layout shift of about 0.018 on every route).
const Loading = styled.div<{ $minHeight: string }>`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(4)};
  min-height: ${({ $minHeight }) => $minHeight};
`;

/**
 * An area that hydrates when it comes into view is below the first view: while the page is
 * parsed and hydrated the browser neither styles, lays out nor paints it (on a phone, laying out
 * the home page's lower sections after the first paint blocked it for tens of milliseconds).
 */
const BelowFirstView = styled.div<{ $estimatedHeight: string }>`
  ${({ $estimatedHeight }) => skipWhileOffscreen($estimatedHeight)}
`;

/** The area's own fallback: what it shows when its module is down, refused or throws. */
export type RemoteFallback = (retry: () => void) => ReactNode;

interface BoundaryProps {
  id: RemoteModuleId;
  onRetry: () => void;
  fallback?: RemoteFallback;
  children: ReactNode;
}

/** Keeps a failing remote to its own area: the rest of the page goes on working. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote ${this.props.id} failed`, error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    if (this.props.fallback) return this.props.fallback(this.props.onRetry);
    return (
      <Fallback role="alert" data-remote-fallback={this.props.id}>
        <p>{REMOTE_UNAVAILABLE_TEXT}</p>
        <Button type="button" $variant="secondary" onClick={this.props.onRetry}>
          Try again
        </Button>
      </Fallback>
    );
  }
}

/**
 * Thrown while rendering on the server for an area whose remote did not load: React then sends
 * the Suspense fallback (the loading state) and lets the browser render that area itself.
 */
function ServerSkipped(): never {
  const error = new Error('Remote not loaded on the server: the browser renders this area');
  error.name = 'ClientOnlyArea';
  throw error;
}

/**
 * The module of an area that hydrates when it comes into view: suspends (React keeps the server's
 * HTML) until the area was opened and its module loaded, then hydrates it.
 */
function DeferredModule({
  area,
  props,
}: {
  area: DeferredArea<ComponentType<object>>;
  props: object;
}) {
  const Module = use(area.ready);
  useEffect(() => area.hydrated(), [area]);
  return <Module {...props} />;
}

/** Props of the mounted module: optional when it takes none. */
type ModuleProps<Id extends RemoteModuleId> =
  Record<string, never> extends RemoteModuleProps[Id]
    ? { props?: RemoteModuleProps[Id] }
    : { props: RemoteModuleProps[Id] };

export type RemoteSlotProps<Id extends RemoteModuleId> = {
  id: Id;
  /** Reserve the area's height while it loads, so the page does not jump. */
  minHeight?: string;
  /** What shows while the module loads (default: skeleton lines within minHeight). */
  loading?: ReactNode;
  fallback?: RemoteFallback;
  /**
   * Below the first view: on a server-rendered page the area keeps its server HTML and hydrates
   * when it nears the viewport (its scripts load then, not with the page). Rendered in the
   * browser (client-side navigation), it loads at once, as any area.
   */
  hydrateWhenVisible?: boolean;
} & ModuleProps<Id>;

/**
 * Mounts one exposed module of a remote, with a loading placeholder and an error boundary: the one
 * way the shell, and any remote that shows another remote's module, mounts a remote.
 */
export function RemoteSlot<Id extends RemoteModuleId>({
  id,
  props,
  minHeight = '240px',
  loading,
  fallback,
  hydrateWhenVisible = false,
}: RemoteSlotProps<Id>) {
  const [attempt, setAttempt] = useState(0);
  // Bumped when a remote's dev server hot-updates this module: the area re-mounts with new code.
  const revision = useRemoteRevision(id);
  const preloaded = usePreloadedRemotes();
  // Rendered at once when the server (or the browser before hydrating) already loaded it; a
  // retry or a hot update always imports afresh.
  const ready = attempt === 0 && revision === 0 ? preloaded.modules.get(id) : undefined;

  const retry = () => {
    forgetRemoteComponent(id);
    void resetRemote(remoteNameOf(id))
      .catch(() => undefined)
      .finally(() => setAttempt((n) => n + 1));
  };

  // On the server a module that is not loaded (remote down, or browser-only like the game
  // previews) leaves its area to the browser; the loader is never started there.
  const onServer = preloaded.server || typeof window === 'undefined';
  if (onServer && hydrateWhenVisible) preloaded.deferred?.add(id);
  // The area's element has the same id on the server and in the browser: found in the document
  // while this slot renders, it is server HTML being hydrated (on a client-side navigation the
  // element does not exist yet), which then waits to come into view.
  const areaId = useId();
  const [area] = useState(() =>
    hydrateWhenVisible && !onServer && !ready && document.getElementById(areaId) !== null
      ? deferredArea(() => importRemoteComponent(id) as Promise<ComponentType<object>>)
      : null,
  );
  const deferred = area && attempt === 0 && revision === 0 ? area : null;
  const RemoteComponent = ready ?? (onServer || deferred ? null : remoteComponent(id));
  const moduleProps = (props ?? {}) as RemoteModuleProps[Id] & object;
  const slot = (
    // Keyed by module too: the slot of a route stays mounted across navigation, and the fallback
    // of the page just left must not stand in for the next page's module.
    <RemoteErrorBoundary
      key={`${id}#${attempt}#${revision}`}
      id={id}
      onRetry={retry}
      fallback={fallback}
    >
      <Suspense
        fallback={
          loading ?? (
            <Loading $minHeight={minHeight} aria-busy="true" aria-label="Loading">
              <Skeleton $height="2rem" $width="40%" />
              <br />
              <Skeleton $height="8rem" />
            </Loading>
          )
        }
      >
        {deferred ? (
          <DeferredModule area={deferred} props={moduleProps} />
        ) : RemoteComponent ? (
          <RemoteComponent {...moduleProps} />
        ) : (
          <ServerSkipped />
        )}
      </Suspense>
    </RemoteErrorBoundary>
  );
  // The element the browser watches: the same on the server, so that hydration matches.
  return hydrateWhenVisible ? (
    <BelowFirstView
      id={areaId}
      ref={deferred?.attach}
      data-hydrate="when-visible"
      $estimatedHeight={minHeight}
    >
      {slot}
    </BelowFirstView>
  ) : (
    slot
  );
}
