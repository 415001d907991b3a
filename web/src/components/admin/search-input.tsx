import { useLingui } from '@lingui/react/macro';
import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Input } from '@/components/ui/input';

interface SearchInputProps {
  /** The visible label, translated by the caller. */
  label: string;
  placeholder?: string;
  /** The applied search (e.g. from the URL). */
  value: string;
  /** Called after typing pauses, and at once on Enter or clear. */
  onSearch: (value: string) => void;
  delayMs?: number;
}

/** A search box that applies what is typed after a short pause, so each key is not a request. */
export function SearchInput({ label, placeholder, value, onSearch, delayMs = 350 }: SearchInputProps) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);

  // The applied value can change from outside (Back button, "Clear filters").
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = window.setTimeout(() => onSearch(text.trim()), delayMs);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch, delayMs]);

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-espresso-800">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-espresso-400"
        />
        <Input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onSearch(text.trim());
            }
          }}
          className="pr-11 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            aria-label={t`Clear search`}
            onClick={() => {
              setText('');
              onSearch('');
            }}
            className="absolute top-1/2 right-0 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-espresso-500 hover:text-espresso-900"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
    </div>
  );
}
