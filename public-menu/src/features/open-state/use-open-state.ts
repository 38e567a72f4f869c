// Open/closed and the categories outside their time-of-day window, recomputed on the device every minute (the
// embedded answer may be a minute old). Until the rules have loaded, the answer's own figures stand.
import { useEffect, useMemo, useState } from 'react';
import type { OpenState, PublicMenu } from '@menu/shared/menu';
import type { MenuText } from '../../i18n/ui-text';

type CategoryStates = Map<number, { availableNow: boolean; startsAt: string | null }>;

// Not needed for the first paint; fetched with the other background parts.
const loadRecompute = () => import(/* webpackChunkName: "later" */ './recompute');

export function useOpenState(menu: PublicMenu | null, now: Date | null, text: MenuText) {
  const [liveOpenState, setLiveOpenState] = useState<{
    menu: PublicMenu;
    state: OpenState;
    categories: CategoryStates;
  } | null>(null);

  useEffect(() => {
    if (!menu || !now) return;
    let alive = true;
    loadRecompute()
      .then(
        ({ currentOpenState, currentCategoryStates }) =>
          alive &&
          setLiveOpenState({ menu, state: currentOpenState(menu, now), categories: currentCategoryStates(menu, now) }),
      )
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [menu, now]);

  const live = liveOpenState?.menu === menu ? liveOpenState : null;
  const categoryStates = useMemo<CategoryStates | null>(
    () =>
      live
        ? live.categories
        : menu
          ? new Map(menu.categories.map((c) => [c.id, { availableNow: c.availableNow, startsAt: c.startsAt }]))
          : null,
    [live, menu],
  );
  // Categories outside their window: greyed with when they start; their dishes cannot be added.
  const unavailable = useMemo(() => {
    const labels = new Map<number, string>();
    for (const [id, state] of categoryStates ?? [])
      if (!state.availableNow) labels.set(id, state.startsAt ? text.startsAt(state.startsAt) : text.notNow);
    return labels;
  }, [categoryStates, text]);

  const openState: OpenState | null = menu ? (live ? live.state : menu.openState) : null;
  return { openState, unavailable };
}
