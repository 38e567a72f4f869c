// The sheets a tap opens, in one background chunk (see later.ts): not part of the first script.
export { CartSheet } from '../features/cart/components/cart-sheet';
export { WaiterSummary } from '../features/cart/components/waiter-summary';
export { ProductSheet } from '../features/menu/components/product-sheet';
export { OrderReview } from '../features/orders/components/order-review';
