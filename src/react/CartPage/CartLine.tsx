import { useRef, useState, type KeyboardEvent } from 'react';
import type { CartEntry } from '../../shared/commerce/cart.js';
import { formatMoney } from '../../shared/commerce/money.js';
import { cartRefusal } from '../../shared/commerce/refusal.js';
import { removeEntry, updateQuantity } from '../../shared/commerce/store.js';
import { t } from '../../shared/i18n/format.js';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function optionText(entry: CartEntry): string {
  const options = Array.isArray(entry.optionValues) ? (entry.optionValues as { value?: unknown }[]) : [];
  return options
    .map((option) => text(option?.value))
    .filter(Boolean)
    .join(', ');
}

/** One cart entry: title, options, price, a quantity committed on Enter or leaving the field (0 removes), and Remove.
 * While a change is on its way the controls stay focusable (read-only, `aria-disabled`) and ignore input.
 * A failure's message stays until the entry next changes, whoever changed it (this line, another element, another tab). */
export function CartLine({ entry, currency, index }: { entry: CartEntry; currency: string; index: number }) {
  const id = text(entry.id);
  const title = text(entry.title);
  // The typed quantity while the visitor edits; null shows the cart's own quantity.
  const [draft, setDraft] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // The entry as this line last saw it: when the cart brings a new quantity or price, the old failure no longer holds.
  const [seen, setSeen] = useState({ quantity: entry.quantity, price: entry.unitPriceCents });
  if (seen.quantity !== entry.quantity || seen.price !== entry.unitPriceCents) {
    setSeen({ quantity: entry.quantity, price: entry.unitPriceCents });
    setError(undefined);
  }
  // Read by the handlers, so an Enter and the blur after it never send the same change twice.
  const pending = useRef(false);

  const change = async (run: () => Promise<unknown>, failure: string) => {
    if (pending.current) return;
    pending.current = true;
    setBusy(true);
    setError(undefined);
    try {
      await run();
    } catch (caught) {
      const reason = cartRefusal(caught);
      setError(reason ? t('cartChangeRefused', { failure, reason }) : failure);
    } finally {
      pending.current = false;
      setBusy(false);
      setDraft(null);
    }
  };

  const commit = () => {
    if (draft === null || pending.current) return undefined;
    const quantity = Math.floor(Number(draft));
    if (draft.trim() === '' || !Number.isFinite(quantity) || quantity < 0 || quantity === entry.quantity) return setDraft(null);
    if (quantity === 0) return void change(() => removeEntry(id), t('unableToRemoveItem'));
    return void change(() => updateQuantity(id, quantity), t('unableToUpdateQuantity'));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit();
  };

  const inputId = `sq-cart-quantity-${index}`;
  const options = optionText(entry);
  return (
    <li className="line" part="line">
      <div className="line-info">
        <p className="line-title" part="line-title">
          {title}
        </p>
        {options && (
          <p className="line-options" part="line-options">
            {options}
          </p>
        )}
        <p className="line-price" part="line-price">
          {formatMoney(entry.unitPriceCents, currency) ?? ''}
        </p>
      </div>
      <div className="line-quantity">
        <label htmlFor={inputId} part="label">
          {t('productQuantity')}
          <span className="visually-hidden"> {title}</span>
        </label>
        <input
          id={inputId}
          part="input"
          type="number"
          inputMode="numeric"
          min={0}
          value={draft ?? String(entry.quantity)}
          readOnly={busy}
          aria-busy={busy}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
      </div>
      <p className="line-total" part="line-total">
        <span className="visually-hidden">{t('cartItemTotal')} </span>
        {formatMoney(entry.unitPriceCents * entry.quantity, currency) ?? ''}
      </p>
      <button
        type="button"
        className="remove"
        part="remove"
        aria-disabled={busy}
        onClick={() => void change(() => removeEntry(id), t('unableToRemoveItem'))}
      >
        {t('cartRemove')}
        <span className="visually-hidden"> {title}</span>
      </button>
      <p className="line-error" part="line-error" role="alert">
        {error ?? ''}
      </p>
    </li>
  );
}
