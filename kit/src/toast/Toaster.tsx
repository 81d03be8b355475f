import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts } from './toastStore';

// Radix Toast (and its styles) load with the first toast, not with the page: most visits never
// show one. The area then stays, so F8 keeps finding it.
const ToastArea = lazy(() => import('./ToastArea'));

/** The site's one toast area (the shell renders it once); see ToastArea.tsx. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}
