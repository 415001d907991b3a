import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type ScrollRegionProps = Omit<ComponentProps<'div'>, 'role' | 'tabIndex'> &
  ({ 'aria-label': string } | { 'aria-labelledby': string });

/**
 * A box that scrolls on its own (a preview, a long text). It takes focus and is a named region,
 * so someone on a keyboard can reach it and scroll it with the arrow keys (WCAG 2.1.1; axe
 * scrollable-region-focusable), and a screen reader says what it is when it gets there.
 */
export function ScrollRegion({ className, children, ...props }: ScrollRegionProps) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must take focus to be scrolled by keyboard
    <div role="region" tabIndex={0} className={cn('overflow-auto', className)} {...props}>
      {children}
    </div>
  );
}
