import { Trans, useLingui } from '@lingui/react/macro';
import { Search, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { SEARCH_MAX_LENGTH } from '../utils/catalogue-filters';

/** The catalogue asks the server again this long after the last key press. */
export const SEARCH_DEBOUNCE_MS = 350;

interface SearchBoxProps {
  /** The search in the URL. */
  value: string;
  onSearch: (q: string) => void;
}

/** A debounced search box: typing searches after a short pause, Enter searches at once. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const { t } = useLingui();
  const inputId = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  const inputRef = useRef<HTMLInputElement>(null);
  // The URL changed without typing (back button, Reset): show its search.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (text.trim() !== value) onSearch(text.trim());
  }

  return (
    <form role="search" onSubmit={handleSubmit} className="relative flex-1">
      <label htmlFor={inputId} className="sr-only">
        <Trans>Search products</Trans>
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-espresso-400"
      />
      <Input
        ref={inputRef}
        id={inputId}
        type="search"
        value={text}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={t`Search by name, origin or flavour`}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => setText(event.target.value)}
        className="rounded-full pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          aria-label={t`Clear search`}
          onClick={() => {
            setText('');
            onSearch('');
            inputRef.current?.focus();
          }}
          className="absolute top-1/2 right-0.5 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full text-espresso-500 hover:text-espresso-900"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </form>
  );
}
