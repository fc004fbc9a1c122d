/**
 * Amounts of money in either edition's words: "€99", "99 €", "99 EUR", "$99", "USD 99", "99 лв",
 * "99 лева", "50 евро", "99 euros". The spec shows no prices, and the company has confirmed none:
 * the plan and price-explainer copy may say what a price depends on, never an amount.
 */
const SYMBOL_FIRST = /(?:[€$£]|\b(?:EUR|USD|BGN|GBP)\b)\s*\d/iu;
const AMOUNT_FIRST = /\d(?:[\d\s.,]*\d)?\s*(?:[€$£]|(?:EUR|USD|BGN|GBP|лв|лева|лев|евро|euros?|dollars?)(?!\p{L}))/iu;

export function mentionsAnAmount(text: string): boolean {
  return SYMBOL_FIRST.test(text) || AMOUNT_FIRST.test(text);
}

/** The path of the first string in `value` that names an amount (["factors", "items", 0]), or null. */
export function firstAmountPath(value: unknown, path: Array<string | number> = []): Array<string | number> | null {
  if (typeof value === 'string') return mentionsAnAmount(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = firstAmountPath(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'awaitingConfirmation' || key === '$comment') continue;
      const found = firstAmountPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
