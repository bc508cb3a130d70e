/** Money: amounts in minor units, shown with an en-US grouping comma and decimal dot. */
import {
  CURRENCY_FRACTION_DIGITS,
  CURRENCY_SYMBOLS,
  MONEY_DECIMAL_SEPARATOR,
  MONEY_MAX_INTEGER_PLACES,
  SYMBOL_AFTER_AMOUNT_CURRENCIES,
  type CurrencyCode,
} from '../constants/money.js';
import { MAX_PRODUCT_PRICE } from '../constants/limits.js';
import { t } from '../i18n/format.js';

export interface FormatMoneyOptions {
  /** '$10' instead of '$10.00'; a non-zero fraction is always shown in full. */
  trimZeroFractions?: boolean;
}

/** A whole-number grouping formatter; bigint input keeps all 15 integer places exact. */
const integerFormat = new Intl.NumberFormat('en-US', { useGrouping: true, maximumFractionDigits: 0 });

export function isCurrencyCode(code: unknown): code is CurrencyCode {
  return typeof code === 'string' && Object.hasOwn(CURRENCY_FRACTION_DIGITS, code);
}

/** The fraction digits of a currency, or undefined for an unlisted currency. */
export function fractionDigits(currency: string): number | undefined {
  return isCurrencyCode(currency) ? CURRENCY_FRACTION_DIGITS[currency] : undefined;
}

export function currencySymbol(currency: string): string | undefined {
  return isCurrencyCode(currency) ? CURRENCY_SYMBOLS[currency] : undefined;
}

export function isSymbolAfterAmount(currency: string): boolean {
  return (SYMBOL_AFTER_AMOUNT_CURRENCIES as readonly string[]).includes(currency);
}

/** The English (or table-locale) name of a listed currency, or undefined. */
export function currencyName(code: string, locale?: string): string | undefined {
  return isCurrencyCode(code) ? t(`currencyName${code}`, {}, locale) : undefined;
}

/** Whole minor units as a bigint; fractions of a minor unit round half away from zero. */
function toMinorBigInt(minorUnits: number | bigint): bigint | undefined {
  if (typeof minorUnits === 'bigint') return minorUnits;
  if (!Number.isFinite(minorUnits)) return undefined;
  const rounded = Math.sign(minorUnits) * Math.round(Math.abs(minorUnits));
  return Number.isSafeInteger(rounded) ? BigInt(rounded) : undefined;
}

/** The number part, '1,234.50', without sign or symbol; undefined beyond 15 integer places. */
function formatMagnitude(magnitude: bigint, digits: number, trimZeroFractions: boolean): string | undefined {
  const scale = 10n ** BigInt(digits);
  const integer = magnitude / scale;
  if (integer.toString().length > MONEY_MAX_INTEGER_PLACES) return undefined;
  const fraction = magnitude % scale;
  const integerText = integerFormat.format(integer);
  if (digits === 0 || (trimZeroFractions && fraction === 0n)) return integerText;
  return `${integerText}${MONEY_DECIMAL_SEPARATOR}${fraction.toString().padStart(digits, '0')}`;
}

/**
 * '$1,234.50', '-$5.00', '10.00 kr', '¥1,000'. Returns undefined, with a console warning, for a
 * currency that is not listed, a non-finite amount or more than 15 integer places, so the
 * caller can show its own fallback.
 */
export function formatMoney(minorUnits: number | bigint, currency: string, options: FormatMoneyOptions = {}): string | undefined {
  if (!isCurrencyCode(currency)) {
    console.warn(t('moneyUnknownCurrency', { currency: String(currency) }, 'en'));
    return undefined;
  }
  const minor = toMinorBigInt(minorUnits);
  const magnitude = minor === undefined ? undefined : minor < 0n ? -minor : minor;
  const number =
    magnitude === undefined ? undefined : formatMagnitude(magnitude, CURRENCY_FRACTION_DIGITS[currency], options.trimZeroFractions ?? false);
  if (minor === undefined || number === undefined) {
    console.warn(t('moneyAmountUnshowable', { amount: String(minorUnits), currency }, 'en'));
    return undefined;
  }
  const sign = minor < 0n ? '-' : '';
  const symbol = CURRENCY_SYMBOLS[currency];
  if (isSymbolAfterAmount(currency)) return `${sign}${number} ${symbol}`;
  // A letter symbol (CHF) needs a space before the digits; a sign symbol ($, €) does not.
  const separator = /\p{L}$/u.test(symbol) ? ' ' : '';
  return `${sign}${symbol}${separator}${number}`;
}

/** Minor units to the major-unit number (1050 USD → 10.5), for arithmetic display such as charts. */
export function toMajorUnits(minorUnits: number, currency: string): number | undefined {
  const digits = fractionDigits(currency);
  return digits === undefined ? undefined : minorUnits / 10 ** digits;
}

/** A product price: whole minor units from 0 to MAX_PRODUCT_PRICE inclusive. */
export function isValidPrice(minorUnits: unknown): minorUnits is number {
  return typeof minorUnits === 'number' && Number.isInteger(minorUnits) && minorUnits >= 0 && minorUnits <= MAX_PRODUCT_PRICE;
}
