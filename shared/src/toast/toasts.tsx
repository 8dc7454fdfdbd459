import { ToastContainer, toast, type ToastOptions } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/** Public screens keep a toast 5000 ms, admin screens 3000 ms (spec section 9). */
export type ToastArea = 'public' | 'admin';

const AUTO_CLOSE_MS: Record<ToastArea, number> = { public: 5000, admin: 3000 };

/** The one toast container of the page, top right; the host renders it. */
export function ToastHost() {
  return <ToastContainer position="top-right" autoClose={AUTO_CLOSE_MS.public} pauseOnHover />;
}

export interface Notifier {
  success(message: string): void;
  error(message: string): void;
}

/** Toasts for one area of the site; every app shows them in the host's container. */
export function notifier(area: ToastArea): Notifier {
  const options: ToastOptions = { autoClose: AUTO_CLOSE_MS[area], pauseOnHover: true };
  return {
    success: (message) => void toast.success(message, options),
    error: (message) => void toast.error(message, options),
  };
}
