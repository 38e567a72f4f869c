// Counts in the diner's language: the form of the word follows the language's plural rules (Russian has one,
// few and many; Arabic zero, one, two, few, many and other), chosen by Intl.PluralRules. '#' is the number.
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<string, Intl.PluralRules>();

export function plural(locale: string, forms: PluralForms, n: number): string {
  let rule = rules.get(locale);
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(locale)));
  return (forms[rule.select(n)] ?? forms.other).replace('#', n.toLocaleString(locale));
}

/** Lira written the way the language writes money, always with the ₺ sign. */
export function liraIn(locale: string): (n: number) => string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' });
  return (n) => format.format(n);
}
