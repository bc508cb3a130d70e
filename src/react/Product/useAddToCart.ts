import { useCallback, useRef, useState } from 'react';
import { cartRefusal } from '../../shared/commerce/refusal.js';
import { addToCart, type AddToCartInput } from '../../shared/commerce/store.js';
import { t } from '../../shared/i18n/format.js';

export type AddState = { status: 'idle' | 'adding' } | { status: 'added' | 'failed'; message: string };

/** Adds through `$cart`; a refusal shows the server's reason ('This product is sold out.', 'Only 4 of this item are in stock.'), other failures a generic message. */
export function useAddToCart() {
  const [state, setState] = useState<AddState>({ status: 'idle' });
  const busy = useRef(false);
  const add = useCallback(async (input: AddToCartInput) => {
    if (busy.current) return;
    busy.current = true;
    setState({ status: 'adding' });
    try {
      await addToCart(input);
      setState({ status: 'added', message: t('productAdded') });
    } catch (error) {
      setState({ status: 'failed', message: cartRefusal(error) ?? t('somethingWentWrong') });
    } finally {
      busy.current = false;
    }
  }, []);
  const fail = useCallback((message: string) => setState({ status: 'failed', message }), []);
  return { state, add, fail };
}
