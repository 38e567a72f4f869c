// "Siparişi gönder": the review of the cart before it goes to the staff: each line with its options, quantity
// and price, a note per line (up to 140 characters), a note for the order, the total and the price rule
// ("Fiyatlarımıza KDV dahildir…"). Sending shows the order's number and its state as staff move it on; a send
// that failed offers "Tekrar dene" (with the same key: never a second order).
import { useId, useState } from 'react';
import { ORDER_LINE_NOTE_MAX, ORDER_MAX_QUANTITY, ORDER_NOTE_MAX } from '@menu/shared/menu';
import { Sheet, SheetHead } from '../../../components/sheet';
import type { MenuText } from '../../../i18n/ui-text';
import type { DinerOrder } from '../orders-api';
import type { OrderDraft, TableOrders } from '../use-table-orders';
import { OrderStatus } from './order-status';

/** A cart line as the review needs it (the cart's priced line has this shape). */
export interface ReviewLine {
  key: string;
  productId: number;
  variantId: number | null;
  addonIds: number[];
  quantity: number;
  unitPrice: number;
  lineTotal: number;
  product: { name: string };
  variant: { name: string } | null;
  addons: Array<{ name: string }>;
}

export interface OrderReviewProps {
  lines: ReviewLine[];
  total: number;
  text: MenuText;
  orders: TableOrders;
  /** The order was stored: the cart empties. */
  onSent: (order: DinerOrder) => void;
  onBack: () => void;
  onClose: () => void;
}

const options = (line: ReviewLine) =>
  [line.variant?.name, ...line.addons.map((a) => `+ ${a.name}`)].filter(Boolean).join(', ');

function failureText(failure: NonNullable<TableOrders['failure']>, text: MenuText): string {
  if (failure.reason === 'tooMany') return text.orderTooMany;
  if (failure.reason === 'refused' && failure.message && failure.message !== 'refused') return failure.message;
  return text.orderSendFailed;
}

function Sent({ order, text, onClose }: { order: DinerOrder; text: MenuText; onClose: () => void }) {
  return (
    <div className="order-sent">
      <p className="order-sent-number">{text.orderNumber(order.number)}</p>
      <OrderStatus order={order} text={text} />
      {order.status === 'sent' && <p className="order-sent-hint">{text.orderSentHint}</p>}
      <p className="total-row">
        <span>{text.total}</span>
        <strong>{text.price(order.total)}</strong>
      </p>
      <button type="button" className="primary-button wide" onClick={onClose} data-autofocus>
        {text.backToMenu}
      </button>
    </div>
  );
}

export function OrderReview({ lines, total, text, orders, onSent, onBack, onClose }: OrderReviewProps) {
  const titleId = useId();
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const sent = orders.lastSent
    ? (orders.orders.find((o) => o.orderId === orders.lastSent!.orderId) ?? orders.lastSent)
    : null;
  const tooMany = lines.some((l) => l.quantity > ORDER_MAX_QUANTITY);

  const submit = async () => {
    const draft: OrderDraft = {
      lines: lines.map((l) => ({
        productId: l.productId,
        variantId: l.variantId,
        addonIds: l.addonIds,
        quantity: l.quantity,
        ...(notes[l.key]?.trim() ? { note: notes[l.key].trim() } : {}),
      })),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    const order = await orders.send(draft);
    if (order) onSent(order);
  };

  return (
    <Sheet labelledBy={titleId} onClose={onClose} className="order-review">
      <SheetHead
        titleId={titleId}
        title={sent ? text.orderSentTitle : text.orderReviewTitle}
        closeLabel={text.close}
        onClose={onClose}
      />
      {sent ? (
        <div className="sheet-scroll">
          <Sent order={sent} text={text} onClose={onClose} />
        </div>
      ) : (
        <>
          <div className="sheet-scroll">
            <ul className="cart-lines">
              {lines.map((line) => (
                <li key={line.key} className="cart-line order-line">
                  <div className="cart-line-text">
                    <span className="cart-line-name">
                      {line.quantity}× {line.product.name}
                    </span>
                    {options(line) && <span className="cart-line-options">{options(line)}</span>}
                    <label className="order-note-field">
                      <span>{text.orderLineNote}</span>
                      <input
                        type="text"
                        maxLength={ORDER_LINE_NOTE_MAX}
                        placeholder={text.orderLineNotePlaceholder}
                        value={notes[line.key] ?? ''}
                        onChange={(e) => setNotes((n) => ({ ...n, [line.key]: e.target.value }))}
                      />
                    </label>
                  </div>
                  <span className="cart-line-total">{text.price(line.lineTotal)}</span>
                </li>
              ))}
            </ul>
            <label className="order-note-field order-note">
              <span>{text.orderNote}</span>
              <textarea
                rows={2}
                maxLength={ORDER_NOTE_MAX}
                placeholder={text.orderNotePlaceholder}
                value={note}
                onChange={(e) => setNote(e.target.value)}
              />
            </label>
            {tooMany && (
              <p className="notice" role="alert">
                {text.orderQuantityLimit(ORDER_MAX_QUANTITY)}
              </p>
            )}
            {orders.failure && (
              <p className="notice order-failed" role="alert">
                {failureText(orders.failure, text)}
              </p>
            )}
          </div>
          <div className="sheet-actions sheet-actions-column">
            <p className="total-row">
              <span>{text.total}</span>
              <strong data-testid="order-total">{text.price(total)}</strong>
            </p>
            <p className="order-tax-note">{text.orderTaxNote}</p>
            <div className="row">
              <button type="button" className="secondary-button" onClick={onBack} disabled={orders.sending}>
                {text.orderBack}
              </button>
              <button
                type="button"
                className="primary-button grow"
                // "Tekrar dene" sends the same draft: its key is kept, so the server never makes a second order.
                onClick={() => void submit()}
                disabled={orders.sending || tooMany || !lines.length}
                data-autofocus
              >
                {orders.sending
                  ? text.orderSending
                  : orders.failure?.reason === 'offline'
                    ? text.orderRetry
                    : text.orderConfirm}
              </button>
            </div>
          </div>
        </>
      )}
    </Sheet>
  );
}
