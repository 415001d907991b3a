import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Star, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface ListItemActionsProps {
  /** How the entry is named in the buttons' accessible names ("Edit {name}"). */
  name: string;
  isDefault: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
  makingDefault: boolean;
  disabled: boolean;
  /** Marks the Edit button, so the focus can return to it when the form closes. */
  editMarker: Record<`data-${string}`, string>;
}

/** Edit, Make default (not on the default one) and Delete, under an address or a card. */
export function ListItemActions({
  name,
  isDefault,
  onEdit,
  onMakeDefault,
  onDelete,
  makingDefault,
  disabled,
  editMarker,
}: ListItemActionsProps) {
  const { t } = useLingui();
  return (
    <div className="-mx-2 mt-auto flex flex-wrap gap-1">
      <Button variant="ghost" size="sm" onClick={onEdit} aria-label={t`Edit ${name}`} {...editMarker}>
        <Pencil aria-hidden="true" className="size-4" />
        <Trans>Edit</Trans>
      </Button>
      {!isDefault && (
        <Button
          variant="ghost"
          size="sm"
          onClick={onMakeDefault}
          aria-label={t`Make default ${name}`}
          isLoading={makingDefault}
          disabled={disabled}
        >
          {!makingDefault && <Star aria-hidden="true" className="size-4" />}
          <Trans>Make default</Trans>
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        onClick={onDelete}
        aria-label={t`Delete ${name}`}
        className="text-cherry-700! hover:bg-cherry-50!"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        <Trans>Delete</Trans>
      </Button>
    </div>
  );
}

/** What an empty address book or card list says. */
export function EmptyList({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-espresso-200 px-4 py-10 text-center">
      {icon}
      <p className="text-espresso-700">{children}</p>
    </div>
  );
}
