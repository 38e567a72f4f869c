// The parts a tap or a failure needs, not the first paint: one background chunk ("later"), fetched shortly
// after the page comes alive so they are at hand, even offline.
import { lazy, useEffect } from 'react';
import { loadSample } from '../features/menu-data/use-menu-data';

const loadSheets = () => import(/* webpackChunkName: "later" */ './sheets');
export const ProductSheet = lazy(() => loadSheets().then((m) => ({ default: m.ProductSheet })));
export const CartSheet = lazy(() => loadSheets().then((m) => ({ default: m.CartSheet })));
export const WaiterSummary = lazy(() => loadSheets().then((m) => ({ default: m.WaiterSummary })));
export const OrderReview = lazy(() => loadSheets().then((m) => ({ default: m.OrderReview })));

export function usePreloadLater(): void {
  useEffect(() => {
    const idle = setTimeout(() => void Promise.all([loadSample(), loadSheets()]).catch(() => undefined), 1500);
    return () => clearTimeout(idle);
  }, []);
}
