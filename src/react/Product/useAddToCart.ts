import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../shared/api/index.js';
import { addToCart, type AddToCartInput } from '../../shared/commerce/store.js';
import { t } from '../../shared/i18n/format.js';

export type AddState = { status: 'idle' | 'adding' } | { status: 'added' | 'failed'; message: string };

/** Adds through `$cart`; a refusal shows the server's reason ('This product is sold out.'), other failures a generic message. */
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
      const refused = error instanceof ApiError && error.status === 400 && typeof (error.data as { error?: unknown } | undefined)?.error === 'string';
      setState({ status: 'failed', message: refused ? error.message : t('somethingWentWrong') });
    } finally {
      busy.current = false;
    }
  }, []);
  const fail = useCallback((message: string) => setState({ status: 'failed', message }), []);
  return { state, add, fail };
}
