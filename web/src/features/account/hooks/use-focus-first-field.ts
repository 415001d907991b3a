import { type RefObject, useEffect } from 'react';

/**
 * Puts the focus in the first field of a form that has just opened (edit and add modes), so a
 * keyboard user lands where typing starts. react-hook-form's setFocus cannot do it on mount.
 */
export function useFocusFirstField(formRef: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input:not([type="hidden"]):not([disabled])')?.focus();
  }, [formRef]);
}
