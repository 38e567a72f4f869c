// The discount's reference price is a shared rule: the menu's answer and the product form's warning use the same one.
export { referencePrice, REFERENCE_DAYS, type PricePoint } from '@menu/shared/contract';
