import { type ComponentProps, type ReactNode, useId } from 'react';
import type { LucideIcon } from 'lucide-react';

/** One card of the settings page: an icon, a heading that names the section, and its fields. */
export function SettingsSection({
  title,
  icon: Icon,
  description,
  children,
}: {
  title: string;
  icon: LucideIcon;
  description?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-3xl border border-espresso-100 bg-cream-50 p-5 shadow-xs md:p-6"
    >
      <div className="mb-4 flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-2xl bg-cream-200 text-espresso-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h2 id={id} className="text-xl font-semibold text-espresso-900">
            {title}
          </h2>
          {description && <p className="text-sm text-espresso-600">{description}</p>}
        </div>
      </div>
      {children}
    </section>
  );
}

interface SettingsToggleProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  description?: string;
}

/** A checkbox announced as a switch, with the whole row as its 44 px target. */
export function SettingsToggle({ label, description, ...props }: SettingsToggleProps) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center justify-between gap-4 py-1">
      <span>
        <span className="block text-sm font-medium text-espresso-900">{label}</span>
        {description && <span className="block text-xs text-espresso-500">{description}</span>}
      </span>
      <input
        type="checkbox"
        role="switch"
        className="peer relative h-7 w-12 shrink-0 cursor-pointer appearance-none rounded-full bg-espresso-200 transition-colors before:absolute before:top-1 before:left-1 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-leaf-600 checked:before:translate-x-5"
        {...props}
      />
    </label>
  );
}
