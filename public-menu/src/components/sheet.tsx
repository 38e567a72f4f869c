// A modal panel (bottom sheet on phones, centred on wide screens, or full screen): focus moves in and
// back out, Tab stays inside, Escape and the backdrop close it, the page behind does not scroll.
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

export interface SheetProps {
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
  variant?: 'sheet' | 'full';
  className?: string;
}

export function Sheet({ labelledBy, onClose, children, variant = 'sheet', className = '' }: SheetProps) {
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first =
      panel.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus?.();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const items = Array.from(panel.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (!items.length) return;
    const [first, last] = [items[0], items[items.length - 1]];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className={`overlay overlay-${variant}`}
      onMouseDown={(e) => e.target === e.currentTarget && closeRef.current()}
    >
      <div
        ref={panel}
        className={`panel panel-${variant} ${className}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
    </div>
  );
}

/** A sheet's title row: the heading the sheet is labelled by, and × to close (focused first when `focusClose`). */
export function SheetHead({
  titleId,
  title,
  closeLabel,
  onClose,
  focusClose = false,
}: {
  titleId: string;
  title: ReactNode;
  closeLabel: string;
  onClose: () => void;
  focusClose?: boolean;
}) {
  return (
    <div className="sheet-head">
      <h2 id={titleId} className="sheet-title">
        {title}
      </h2>
      <button
        type="button"
        className="icon-button"
        onClick={onClose}
        aria-label={closeLabel}
        data-autofocus={focusClose || undefined}
      >
        ×
      </button>
    </div>
  );
}
