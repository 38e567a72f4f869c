// The day names, once. Sunday first, as JavaScript's getDay() counts them; the portal's week lists start on Monday.
export const DAY_NAMES = ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'] as const;
export const DAY_NAMES_SHORT = ['Paz', 'Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt'] as const;

/** A Sunday-first list of the week as a Monday-first one. */
export const mondayFirst = <T>(days: readonly T[]): T[] => [...days.slice(1), days[0]];
