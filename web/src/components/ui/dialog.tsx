import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { type ReactNode, useEffect, useEffectEvent, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useScrollLock } from '@/hooks/use-scroll-lock';
import { cn } from '@/lib/cn';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[inert]') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * Hides everything outside the open dialog from assistive technology and from the pointer and
 * keyboard (`inert` + `aria-hidden`), and returns a function that puts the previous values back.
 */
function hideOutside(frame: HTMLElement): () => void {
  const saved: { element: Element; inert: string | null; ariaHidden: string | null }[] = [];
  for (const element of Array.from(document.body.children)) {
    if (element === frame || element.tagName === 'SCRIPT') continue;
    saved.push({
      element,
      inert: element.getAttribute('inert'),
      ariaHidden: element.getAttribute('aria-hidden'),
    });
    element.setAttribute('inert', '');
    element.setAttribute('aria-hidden', 'true');
  }
  return () => {
    for (const { element, inert, ariaHidden } of saved.reverse()) {
      if (inert === null) element.removeAttribute('inert');
      else element.setAttribute('inert', inert);
      if (ariaHidden === null) element.removeAttribute('aria-hidden');
      else element.setAttribute('aria-hidden', ariaHidden);
    }
  };
}

const PLACEMENTS = {
  center: {
    frame: 'items-end justify-center p-0 sm:items-center sm:p-6',
    panel: 'max-h-[92dvh] w-full max-w-md rounded-t-3xl sm:rounded-3xl motion-safe:animate-pop-in',
  },
  right: {
    frame: 'justify-end',
    panel: 'h-dvh w-full max-w-md motion-safe:animate-slide-in-right',
  },
  left: {
    frame: 'justify-start',
    panel: 'h-dvh w-[min(22rem,88vw)] motion-safe:animate-slide-in-left',
  },
} as const;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Describes the dialog (aria-describedby). */
  description?: ReactNode;
  /** `center` for dialogs, `right`/`left` for slide-in panels (cart, menus). */
  placement?: keyof typeof PLACEMENTS;
  children: ReactNode;
  footer?: ReactNode;
  className?: string;
  /**
   * Where the focus starts: on the element marked `data-autofocus`, else the first control
   * (`control`); or on the dialog itself (`dialog`), which a screen reader reads by its title,
   * for a panel whose first control should not be pressed by an Enter meant for its opener
   * (the cart's first line starts with its Remove button).
   */
  initialFocus?: 'control' | 'dialog';
  /**
   * Where the focus goes on close when the opener is known better than by the focus it had: a
   * button a click left unfocused (Safari, Firefox on macOS), or one drawn again since. Without
   * it, or when it finds nothing, the focus goes back to what had it when the dialog opened.
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/**
 * The one modal used everywhere: role=dialog with aria-modal, labelled by its title, focus kept
 * inside while open and given back to the opener on close, Escape and the backdrop close it, and
 * the page behind does not scroll. An element marked `data-autofocus` receives the first focus.
 */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({
  onClose,
  title,
  description,
  placement = 'center',
  children,
  footer,
  className,
  initialFocus = 'control',
  returnFocusTo,
}: DialogProps) {
  const { t } = useLingui();
  const frameRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const close = useEffectEvent(() => onClose());
  const focusTarget = useEffectEvent(() => returnFocusTo?.());
  const focusDialog = initialFocus === 'dialog';
  const startFocus = useEffectEvent((panel: HTMLElement) => {
    const initial = focusDialog
      ? panel
      : (panel.querySelector<HTMLElement>('[data-autofocus]') ??
        focusableIn(panel).find((element) => !element.hasAttribute('data-dialog-close')) ??
        panel);
    initial.focus();
  });
  useScrollLock(true);

  useEffect(() => {
    const frame = frameRef.current;
    const panel = panelRef.current;
    const backdrop = backdropRef.current;
    if (!frame || !panel || !backdrop) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const showOutside = hideOutside(frame);
    startFocus(panel);

    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        close();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const focusables = focusableIn(panel);
      const first = focusables[0];
      const last = focusables[focusables.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }
    function handleBackdropClick() {
      close();
    }

    panel.addEventListener('keydown', handleKeyDown);
    backdrop.addEventListener('click', handleBackdropClick);
    return () => {
      panel.removeEventListener('keydown', handleKeyDown);
      backdrop.removeEventListener('click', handleBackdropClick);
      showOutside();
      // Give focus back to whatever opened the dialog.
      const target = [focusTarget(), opener].find((element) => element?.isConnected);
      target?.focus();
    };
  }, []);

  const layout = PLACEMENTS[placement];
  return (
    <div ref={frameRef} className={cn('fixed inset-0 z-50 flex', layout.frame)}>
      <div
        ref={backdropRef}
        aria-hidden="true"
        data-testid="dialog-backdrop"
        className="fixed inset-0 bg-espresso-950/55 backdrop-blur-[2px] motion-safe:animate-fade-in"
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          'relative flex flex-col overflow-hidden bg-cream-50 shadow-lift outline-none',
          layout.panel,
          className,
        )}
      >
        <div className="flex items-start justify-between gap-4 px-6 pt-6 pb-2">
          <div className="min-w-0">
            <h2 id={titleId} className="text-2xl font-semibold text-espresso-900">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-espresso-600">
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            data-dialog-close
            onClick={onClose}
            aria-label={t`Close`}
            className="-mt-2 -mr-3 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-espresso-600 hover:bg-espresso-50 hover:text-espresso-900"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-6 pt-2 pb-6">{children}</div>
        {footer && <div className="border-t border-espresso-100 px-6 py-4">{footer}</div>}
      </div>
    </div>
  );
}
