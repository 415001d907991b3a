import { useEffect, useRef, useState } from 'react';

/** SPEC §4: the list is in view mode, or one form is open to add or to edit an entry. */
export type EditorMode = { kind: 'view' } | { kind: 'add' } | { kind: 'edit'; id: string };
export type EditorNotice = { kind: 'error' | 'info'; text: string } | null;

/**
 * The account's editable lists (addresses, cards): which form is open, the sentence shown above
 * the list, and the focus going back to the button that opened a form once it closes.
 */
export function useListEditor() {
  const [mode, setMode] = useState<EditorMode>({ kind: 'view' });
  const [notice, setNotice] = useState<EditorNotice>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  /** Where the focus goes once a form closes: the button that opened it. */
  const focusAfterClose = useRef<string | null>(null);

  useEffect(() => {
    if (mode.kind !== 'view' || !focusAfterClose.current) return;
    containerRef.current?.querySelector<HTMLElement>(focusAfterClose.current)?.focus();
    focusAfterClose.current = null;
  }, [mode]);

  function open(next: EditorMode) {
    setNotice(null);
    setMode(next);
  }

  /** Back to the list, with a sentence (or none), focus on the element `focusSelector` names. */
  function close(message: string | null, focusSelector: string) {
    focusAfterClose.current = focusSelector;
    setNotice(message ? { kind: 'info', text: message } : null);
    setMode({ kind: 'view' });
  }

  return { mode, notice, setNotice, containerRef, open, close };
}
