// 'Sepetim': the lines with their options, − and + per line, the total, and the order button: where the
// restaurant takes orders from this table now it opens the review ('Siparişi gönder'); otherwise it opens the
// summary for the waiter ('Garsona göster') and nothing is sent. While the restaurant is closed the cart says so.
import { useId } from 'react';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { Sheet, SheetHead } from '../../../components/sheet';
import type { MenuText } from '../../../i18n/ui-text';
import type { PricedLine, SoldOutLine } from '../cart';

export interface CartSheetProps {
  lines: PricedLine[];
  /** Lines whose product sold out while in the cart: marked, outside the total and the order. */
  soldOut?: SoldOutLine[];
  onRemove?: (key: string) => void;
  total: number;
  text: MenuText;
  onChange: (key: string, delta: number) => void;
  onClear: () => void;
  onOrder: () => void;
  onClose: () => void;
  /** The restaurant takes orders from this table now: the button then reads 'Siparişi gönder'. */
  acceptsOrders: boolean;
  /** The restaurant is closed now. */
  closed: boolean;
}

export const lineOptions = (line: PricedLine) =>
  [line.variant?.name, ...line.addons.map((a) => `+ ${a.name}`)].filter(Boolean).join(', ');

export function CartSheet({
  lines,
  soldOut = [],
  onRemove,
  total,
  text,
  onChange,
  onClear,
  onOrder,
  onClose,
  acceptsOrders,
  closed,
}: CartSheetProps) {
  const titleId = useId();
  return (
    <Sheet labelledBy={titleId} onClose={onClose} className="cart-sheet">
      <SheetHead titleId={titleId} title={text.cart} closeLabel={text.close} onClose={onClose} focusClose />
      <div className="sheet-scroll">
        {closed && (
          <p className="notice notice-closed" role="status">
            {text.closedNotice}
          </p>
        )}
        {soldOut.length > 0 && (
          <ul className="cart-lines" aria-label={text.cartSoldOut}>
            {soldOut.map((line) => (
              <li key={line.key} className="cart-line cart-line-sold-out">
                <div className="cart-line-text">
                  <span className="cart-line-name">
                    {line.quantity} × {line.name}
                  </span>
                  {line.options && <span className="cart-line-options">{line.options}</span>}
                  <span className="cart-line-warning" role="status">
                    {text.cartSoldOut}
                  </span>
                </div>
                <button
                  type="button"
                  className="secondary-button"
                  onClick={() => onRemove?.(line.key)}
                  aria-label={text.cartRemove(line.name)}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        {lines.length === 0 && soldOut.length === 0 ? (
          <div className="empty">
            <p className="empty-title">{text.cartEmpty}</p>
            <p>{text.cartEmptyHint}</p>
          </div>
        ) : (
          <ul className="cart-lines">
            {lines.map((line) => (
              <li key={line.key} className="cart-line">
                <div className="cart-line-text">
                  <span className="cart-line-name">{line.product.name}</span>
                  {lineOptions(line) && <span className="cart-line-options">{lineOptions(line)}</span>}
                  <span className="cart-line-unit">
                    {line.previousUnitPrice !== undefined && (
                      <>
                        <del aria-label={text.priceChanged}>{text.price(line.previousUnitPrice)}</del>{' '}
                      </>
                    )}
                    {text.price(line.unitPrice)}
                  </span>
                </div>
                <div className="cart-line-side">
                  <QuantityStepper
                    name={line.product.name}
                    quantity={line.quantity}
                    text={text}
                    onDecrease={() => onChange(line.key, -1)}
                    onIncrease={() => onChange(line.key, 1)}
                  />
                  <span className="cart-line-total">{text.price(line.lineTotal)}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      {lines.length + soldOut.length > 0 && (
        <div className="sheet-actions sheet-actions-column">
          <p className="total-row">
            <span>{text.total}</span>
            <strong data-testid="cart-total">{text.price(total)}</strong>
          </p>
          <div className="row">
            <button type="button" className="secondary-button" onClick={onClear}>
              {text.clearCart}
            </button>
            <button type="button" className="primary-button grow" onClick={onOrder} disabled={lines.length === 0}>
              {acceptsOrders ? text.orderSend : text.showWaiter}
            </button>
          </div>
        </div>
      )}
    </Sheet>
  );
}
