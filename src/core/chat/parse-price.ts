const CURRENCY_AROUND = /^(?:[A-Za-z]{1,3}\s?)?[$€£¥₽₹]?\s*|\s*[$€£¥₽₹]?(?:\s?[A-Za-z]{1,3})?$/g;

/**
 * A target price as users type it: `9.99`, `9,99`, `$9.99`, `9.99€`, `EUR 9.99`. Returns null for
 * anything else (negative, more than two decimals, words).
 */
export function parsePrice(text: string): number | null {
  const cleaned = text.trim().replace(CURRENCY_AROUND, '').replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(cleaned)) return null;
  return Number(cleaned);
}
