import { lazy, Suspense } from 'react';
import { createStore, useStore } from '../store';
import type { ToastOptions } from 'react-toastify';

/** Public screens keep a toast 5000 ms, admin screens 3000 ms (docs/product.md#display-rules). */
export type ToastArea = 'public' | 'admin';

const AUTO_CLOSE_MS: Record<ToastArea, number> = { public: 5000, admin: 3000 };

// Most visits never show a toast, so react-toastify loads with the first one. Toasts sent
// before the container has mounted wait in react-toastify's queue and show when it does.
const loadToastify = () => import('./toastify');
const Container = lazy(() => loadToastify().then(({ ToastContainer }) => ({ default: ToastContainer })));

/** Whether a toast has been sent: the container (and react-toastify) loads with the first. */
const needed = createStore(false);

/** The one toast container of the page, top right; the host renders it. */
export function ToastHost() {
  const show = useStore(needed);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Container position="top-right" autoClose={AUTO_CLOSE_MS.public} pauseOnHover />
    </Suspense>
  );
}

export interface Notifier {
  success(message: string): void;
  error(message: string): void;
}

function showToast(kind: keyof Notifier, message: string, options: ToastOptions): void {
  if (!needed.get()) needed.set(true);
  loadToastify().then(
    ({ toast }) => toast[kind](message, options),
    (error: unknown) => console.error('Toasts could not be loaded', message, error),
  );
}

/** Toasts for one area of the site; every app shows them in the host's container. */
export function notifier(area: ToastArea): Notifier {
  const options: ToastOptions = { autoClose: AUTO_CLOSE_MS[area], pauseOnHover: true };
  return {
    success: (message) => showToast('success', message, options),
    error: (message) => showToast('error', message, options),
  };
}
