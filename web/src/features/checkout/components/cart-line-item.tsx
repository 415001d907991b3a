import { Trans, useLingui } from '@lingui/react/macro';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { bagSize } from '@ikawa/contracts/display';
import { useLocale } from '@/hooks/use-locale';
import { formatPrice } from '@/lib/format';
import { cn } from '@/lib/cn';
import { type CartLine, cartActions } from '@/stores/cart';
import { stockNote } from '../hooks/use-stock-check';
import { ProductArt } from './product-art';

const STEPPER_BUTTON =
  'inline-flex size-11 items-center justify-center rounded-full text-espresso-800 transition-colors hover:bg-cream-200 aria-disabled:cursor-not-allowed aria-disabled:text-espresso-300 aria-disabled:hover:bg-transparent md:size-9';

/** One cart line (SPEC §2): artwork, name, weight, unit price, quantity stepper, remove, line total. */
export function CartLineItem({ line }: { line: CartLine }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { product, quantity } = line;
  const { name } = product;
  // A coffee's bag size; an accessory has none beside its name.
  const weight = bagSize(product, locale);
  const price = formatPrice(product.price, locale);
  const note = stockNote(line, i18n);
  const noteId = `stock-note-${product._id}`;
  const atMin = quantity <= 1;
  const atMax = quantity >= product.stock;
  const stock = product.stock;
  // At the stock the plus button says why it does nothing; a short line's note already says it.
  const limitId = `stock-limit-${product._id}`;
  const showLimit = atMax && !note;
  return (
    <li className={cn('flex gap-3 py-4', note && 'rounded-2xl bg-cherry-50/60 px-3')}>
      <ProductArt type={product.type} weight={product.weight} images={product.images} className="size-20" />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-semibold leading-snug text-espresso-900">{product.name}</p>
            <p className="mt-0.5 text-sm text-espresso-500">
              {weight ? (
                <Trans>
                  {weight} · {price} each
                </Trans>
              ) : (
                <Trans>{price} each</Trans>
              )}
            </p>
          </div>
          <button
            type="button"
            onClick={() => cartActions.remove(product._id)}
            aria-label={t`Remove ${name}`}
            className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-espresso-400 transition-colors hover:bg-cherry-50 hover:text-cherry-700"
          >
            <Trash2 aria-hidden="true" className="size-4.5" />
          </button>
        </div>
        {note && (
          <p id={noteId} className="mt-1 text-sm font-semibold text-cherry-700">
            {note}
          </p>
        )}
        <div className="mt-2 flex items-center justify-between gap-2">
          <div
            role="group"
            aria-label={t`Quantity of ${name}`}
            aria-describedby={note ? noteId : undefined}
            className="inline-flex items-center rounded-full border border-espresso-200 bg-white"
          >
            {/*
              SPEC §5: minus disabled at 1, plus disabled at stock. aria-disabled rather than
              disabled: the button keeps the focus, so the keyboard user is not dropped out of the panel.
            */}
            <button
              type="button"
              onClick={() => {
                if (!atMin) cartActions.setQuantity(product._id, quantity - 1);
              }}
              aria-disabled={atMin}
              aria-label={t`Decrease quantity of ${name}`}
              className={STEPPER_BUTTON}
            >
              <Minus aria-hidden="true" className="size-4" />
            </button>
            <output
              aria-live="polite"
              aria-label={t`Quantity`}
              className="min-w-8 text-center text-sm font-semibold tabular-nums"
            >
              {quantity}
            </output>
            <button
              type="button"
              onClick={() => {
                if (!atMax) cartActions.setQuantity(product._id, quantity + 1);
              }}
              aria-disabled={atMax}
              aria-label={t`Increase quantity of ${name}`}
              aria-describedby={note ? noteId : showLimit ? limitId : undefined}
              className={STEPPER_BUTTON}
            >
              <Plus aria-hidden="true" className="size-4" />
            </button>
          </div>
          <p className="font-semibold tabular-nums text-espresso-900">
            {formatPrice(product.price * quantity, locale)}
          </p>
        </div>
        {showLimit && (
          <p id={limitId} className="mt-1 text-xs text-espresso-500">
            <Trans>Only {stock} in stock</Trans>
          </p>
        )}
      </div>
    </li>
  );
}
