/** Numbers and percentages in a chart, in the page's locale; an unusable locale falls back to English. */

export interface ChartFormat {
  /** The locale's decimal separator, for reading the table's numbers. */
  decimal: string;
  number: (value: number) => string;
  percent: (share: number) => string;
}

function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(locale, options);
  } catch {
    return new Intl.NumberFormat('en', options);
  }
}

export function chartFormat(locale: string): ChartFormat {
  const number = formatter(locale, { maximumFractionDigits: 2 });
  const percent = formatter(locale, { style: 'percent', maximumFractionDigits: 1 });
  return {
    decimal: number.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.',
    number: (value) => number.format(value),
    percent: (share) => percent.format(share),
  };
}
