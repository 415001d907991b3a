import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import type { FaqEntry } from '../utils/faq-entries';

/**
 * A disclosure list (WAI-ARIA disclosure pattern): each question is a button that shows or hides
 * its answer, announced with aria-expanded. Several answers may be open at once.
 */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());

  function toggle(id: string) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <ul className="divide-y divide-espresso-100 rounded-3xl bg-cream-50 shadow-soft ring-1 ring-espresso-100">
      {entries.map((entry) => {
        const expanded = open.has(entry.id);
        const panelId = `faq-${entry.id}-answer`;
        return (
          <li key={entry.id}>
            <h2 className="font-sans text-base font-semibold">
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(entry.id)}
                className="flex min-h-14 w-full items-center justify-between gap-4 rounded-3xl px-6 py-4 text-left text-espresso-900 hover:text-espresso-700"
              >
                {entry.question}
                <ChevronDown
                  aria-hidden="true"
                  className={cn('size-5 shrink-0 transition-transform', expanded && 'rotate-180')}
                />
              </button>
            </h2>
            <div id={panelId} hidden={!expanded} className="px-6 pb-5 leading-relaxed text-espresso-600">
              <p>{entry.answer}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
