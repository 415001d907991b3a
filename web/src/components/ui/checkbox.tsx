import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
}

/** A checkbox whose whole label is a 44 px target. */
export function Checkbox({ label, className, ...props }: CheckboxProps) {
  return (
    <label
      className={cn('flex min-h-11 cursor-pointer items-center gap-3 text-sm text-espresso-800', className)}
    >
      <input type="checkbox" className="size-5 shrink-0 cursor-pointer rounded accent-leaf-600" {...props} />
      <span>{label}</span>
    </label>
  );
}
