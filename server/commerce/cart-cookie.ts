/**
 * The visitor's cart token, HttpOnly so page scripts never see it. First-party and strictly
 * necessary (it holds what the visitor chose to buy, and tracks nothing), so it may be set before
 * consent; only the visitor's own add sets it.
 */
export const CART_COOKIE = 'sq_cart';
/** A cart outlives the browser session, as a visitor expects to come back to it. */
export const CART_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

export const CART_COOKIE_OPTIONS = { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: CART_COOKIE_MAX_AGE_S } as const;
