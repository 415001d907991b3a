import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cn } from '@/lib/cn';

export interface TabItem<T extends string> {
  value: T;
  /** The tab's visible text, which also names its panel. */
  label: ReactNode;
}

interface TabsProps<T extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  items: readonly TabItem<T>[];
  selected: T;
  onSelect: (value: T) => void;
  /** The content of a tab's panel. */
  children: (value: T) => ReactNode;
  /** Keeps every panel rendered, the others hidden, so a form keeps the fields of every tab. */
  keepMounted?: boolean;
  /** False when the panel starts with a field or a tab list, so Tab goes straight on to it. */
  focusablePanel?: boolean;
  /** 'fill' shares a phone's width equally between the tabs; 'inline' wraps them. */
  layout?: 'inline' | 'fill';
  className?: string;
  panelClassName?: string;
}

const LIST_LAYOUTS = {
  inline: 'inline-flex max-w-full flex-wrap',
  fill: 'grid auto-cols-fr grid-flow-col sm:inline-flex sm:rounded-full',
} as const;

const TAB_LAYOUTS = {
  inline: 'rounded-full px-4',
  fill: 'rounded-2xl px-2 sm:rounded-full sm:px-5 sm:whitespace-nowrap',
} as const;

/**
 * WAI-ARIA tabs with automatic activation: the arrow keys, Home and End move between the tabs
 * and select them, one tab is a tab stop, and Tab goes on into the panel.
 */
export function Tabs<T extends string>({
  label,
  items,
  selected,
  onSelect,
  children,
  keepMounted = false,
  focusablePanel = true,
  layout = 'inline',
  className,
  panelClassName,
}: TabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (value: T) => `${baseId}-tab-${value}`;
  // Without keepMounted there is one panel, whose content follows the selected tab.
  const panelId = (value: T) => (keepMounted ? `${baseId}-panel-${value}` : `${baseId}-panel`);
  const index = Math.max(
    0,
    items.findIndex((item) => item.value === selected),
  );

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const targets: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = items[(target + items.length) % items.length];
    if (!next) return;
    onSelect(next.value);
    tabRefs.current.get(next.value)?.focus();
  }

  const panel = (value: T) => (
    <div
      key={keepMounted ? value : 'panel'}
      role="tabpanel"
      id={panelId(value)}
      aria-labelledby={tabId(value)}
      hidden={value !== selected}
      tabIndex={focusablePanel ? 0 : undefined}
      className={panelClassName}
    >
      {children(value)}
    </div>
  );

  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        className={cn(
          'gap-1 rounded-3xl bg-cream-50 p-1.5 ring-1 ring-espresso-100',
          LIST_LAYOUTS[layout],
          className,
        )}
      >
        {items.map((item) => {
          const isSelected = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(element) => {
                if (element) tabRefs.current.set(item.value, element);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={isSelected}
              aria-controls={panelId(item.value)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(item.value)}
              onKeyDown={handleKeyDown}
              className={cn(
                'inline-flex min-h-11 items-center justify-center gap-1.5 py-1.5 text-sm leading-tight font-semibold transition-colors',
                TAB_LAYOUTS[layout],
                isSelected
                  ? 'bg-espresso-900 text-cream-50 shadow-soft'
                  : 'text-espresso-700 hover:bg-cream-200',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {keepMounted ? items.map((item) => panel(item.value)) : panel(selected)}
    </>
  );
}
