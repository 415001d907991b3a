import { useCallback, useMemo, useState } from 'react';
import { MAX_PACKING_SLIPS } from '@ikawa/contracts/exports';

export interface OrderSelection {
  /** The chosen order ids, in the order they were chosen (the slips print in that order). */
  ids: readonly string[];
  isSelected: (id: string) => boolean;
  /** False once as many orders are chosen as one packing-slip document holds. */
  canSelectMore: boolean;
  toggle: (id: string) => void;
  /** Chooses (or lets go of) every one of these ids: "select all on this page". */
  setMany: (ids: readonly string[], selected: boolean) => void;
  clear: () => void;
}

/**
 * The orders the admin ticked for packing slips. Kept across pages and filters,
 * so a morning's orders can be gathered from several pages; at most MAX_PACKING_SLIPS.
 */
export function useOrderSelection(max = MAX_PACKING_SLIPS): OrderSelection {
  const [ids, setIds] = useState<readonly string[]>([]);
  const chosen = useMemo(() => new Set(ids), [ids]);

  const toggle = useCallback(
    (id: string) =>
      setIds((current) =>
        current.includes(id)
          ? current.filter((other) => other !== id)
          : current.length < max
            ? [...current, id]
            : current,
      ),
    [max],
  );

  const setMany = useCallback(
    (many: readonly string[], selected: boolean) =>
      setIds((current) => {
        if (!selected) return current.filter((id) => !many.includes(id));
        const added = many.filter((id) => !current.includes(id));
        return [...current, ...added].slice(0, max);
      }),
    [max],
  );

  const clear = useCallback(() => setIds([]), []);
  const isSelected = useCallback((id: string) => chosen.has(id), [chosen]);

  return { ids, isSelected, canSelectMore: ids.length < max, toggle, setMany, clear };
}
