/** Currencies and money formatting rules. Amounts are held in minor units. */

/** Fraction digits per listed currency: an amount in minor units is divided by 10 to this power. */
export const CURRENCY_FRACTION_DIGITS = {
  EUR: 2,
  USD: 2,
  AUD: 2,
  NOK: 2,
  CAD: 2,
  NZD: 2,
  DKK: 2,
  GBP: 2,
  HKD: 2,
  CHF: 2,
  MXN: 2,
  SGD: 2,
  SEK: 2,
  CZK: 2,
  ILS: 2,
  PHP: 2,
  RUB: 2,
  PLN: 2,
  THB: 2,
  MYR: 2,
  ARS: 2,
  BRL: 2,
  COP: 2,
  IDR: 2,
  INR: 2,
  ZAR: 2,
  JPY: 0,
} as const;

export type CurrencyCode = keyof typeof CURRENCY_FRACTION_DIGITS;

export const CURRENCY_CODES = Object.freeze(Object.keys(CURRENCY_FRACTION_DIGITS) as CurrencyCode[]);

export const DEFAULT_CURRENCY: CurrencyCode = 'USD';

export const MONEY_GROUPING_SEPARATOR = ',';
export const MONEY_DECIMAL_SEPARATOR = '.';
export const MONEY_MAX_INTEGER_PLACES = 15;

/** Currencies whose symbol goes after the amount: kr (DKK, NOK, SEK), zł (PLN), Kč (CZK), p. (RUB). */
export const SYMBOL_AFTER_AMOUNT_CURRENCIES = Object.freeze(['DKK', 'NOK', 'SEK', 'PLN', 'CZK', 'RUB'] as const satisfies readonly CurrencyCode[]);

/**
 * Currency symbols. Dollar and peso currencies other than USD carry a prefix so
 * that a mixed catalogue stays unambiguous; kr, zł, Kč and p. are fixed.
 */
export const CURRENCY_SYMBOLS = Object.freeze({
  EUR: '€',
  USD: '$',
  AUD: 'A$',
  NOK: 'kr',
  CAD: 'CA$',
  NZD: 'NZ$',
  DKK: 'kr',
  GBP: '£',
  HKD: 'HK$',
  CHF: 'CHF',
  MXN: 'MX$',
  SGD: 'S$',
  SEK: 'kr',
  CZK: 'Kč',
  ILS: '₪',
  PHP: '₱',
  RUB: 'p.',
  PLN: 'zł',
  THB: '฿',
  MYR: 'RM',
  ARS: 'AR$',
  BRL: 'R$',
  COP: 'COL$',
  IDR: 'Rp',
  INR: '₹',
  ZAR: 'R',
  JPY: '¥',
} as const satisfies Record<CurrencyCode, string>);
