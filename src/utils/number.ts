/** Number display helpers with the original template's semantics (SPEC §9). */

const SI_SYMBOLS = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
];

/** 1500 → '1.5k' (digits after the point, trailing zeros dropped); below 1000 unchanged. */
export function numberFormatter(num: number, digits: number): string {
  for (const { value, symbol } of SI_SYMBOLS) {
    if (num >= value) {
      return (num / value).toFixed(digits).replace(/\.0+$|(\.[0-9]*[1-9])0+$/, '$1') + symbol;
    }
  }
  return num.toString();
}

/** 1234567 → '1,234,567'. */
export function toThousandFilter(num: number | string): string {
  return (+num || 0).toString().replace(/^-?\d+/g, (integer) => integer.replace(/(?=(?!\b)(\d{3})+$)/g, ','));
}
