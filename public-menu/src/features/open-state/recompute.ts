// Recomputes open/closed on the device so a page kept open (or served from a cache) stays right. Loaded
// after the first paint (the server's answer is embedded), so the open-now rule is not in the first script.
import type { OpenState, PublicMenu } from '@menu/shared/menu';
import { categoryAvailability, computeOpenState } from '@menu/shared/open-now';

export function currentOpenState(menu: PublicMenu, now: Date): OpenState {
  return computeOpenState({ hours: menu.hours, specialDays: menu.specialDays, now, timeZone: menu.timeZone });
}

/** Each category's time-of-day state now (categories without windows are always available). */
export function currentCategoryStates(
  menu: PublicMenu,
  now: Date,
): Map<number, { availableNow: boolean; startsAt: string | null }> {
  return new Map(
    menu.categories.map((c) => {
      const a = categoryAvailability(c.availability ?? [], {
        specialDays: menu.specialDays,
        now,
        timeZone: menu.timeZone,
      });
      return [c.id, { availableNow: a.availableNow, startsAt: a.startsAt }];
    }),
  );
}
