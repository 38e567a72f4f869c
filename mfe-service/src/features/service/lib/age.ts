// How long a call has waited, and the colour that says it: amber after 2 minutes, red after 5.
export type AgeTone = 'fresh' | 'amber' | 'red';

export const AMBER_AFTER_MINUTES = 2;
export const RED_AFTER_MINUTES = 5;

export function minutesSince(createdAt: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(createdAt)) / 60_000));
}

export function ageTone(minutes: number): AgeTone {
  if (minutes >= RED_AFTER_MINUTES) return 'red';
  if (minutes >= AMBER_AFTER_MINUTES) return 'amber';
  return 'fresh';
}
