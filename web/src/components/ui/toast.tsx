import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

import { AlertIcon, CartIcon, CheckIcon, CloseIcon, HeartIcon, InfoIcon } from '@/components/icons';
import { cx } from '@/lib/class-names';

import styles from './toast.module.css';

/** The app-wide toast area closes toasts after 3 seconds (customer-side.md section 4). */
export const TOAST_DURATION_MS = 3000;

export type ToastType = 'success' | 'error' | 'info' | 'cart' | 'wishlist';

export type ToastInput = { message: string; title?: string; type?: ToastType; durationMs?: number };

type Toast = Required<Pick<ToastInput, 'message' | 'type' | 'durationMs'>> & { id: number; title?: string };

type ToastContextValue = {
  /** Shows a toast and returns its id. */
  toast: (input: ToastInput | string) => number;
  dismiss: (id: number) => void;
};

const ToastContext = createContext<ToastContextValue | null>(null);

const icons: Record<ToastType, ReactNode> = {
  success: <CheckIcon />,
  error: <AlertIcon />,
  info: <InfoIcon />,
  cart: <CartIcon />,
  wishlist: <HeartIcon />,
};

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.durationMs, onDismiss]);

  return (
    <li className={cx(styles.toast, styles[toast.type])} role={toast.type === 'error' ? 'alert' : 'status'}>
      <span className={styles.icon}>{icons[toast.type]}</span>
      <div className={styles.content}>
        {toast.title && <p className={styles.title}>{toast.title}</p>}
        <p>{toast.message}</p>
      </div>
      <button type="button" className={styles.close} onClick={() => onDismiss(toast.id)} aria-label="Dismiss notification">
        <CloseIcon size={16} />
      </button>
    </li>
  );
}

/** Holds the toasts and renders the toast area (bottom right, clear of the header). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const toast = useCallback((input: ToastInput | string) => {
    const { message, title, type = 'success', durationMs = TOAST_DURATION_MS } =
      typeof input === 'string' ? { message: input } : input;
    const id = nextId.current++;
    setToasts((current) => [...current.slice(-4), { id, message, title, type, durationMs }]);
    return id;
  }, []);

  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <ol className={styles.region} aria-label="Notifications">
        {toasts.map((item) => (
          <ToastItem key={item.id} toast={item} onDismiss={dismiss} />
        ))}
      </ol>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used within a ToastProvider');
  return context;
}
