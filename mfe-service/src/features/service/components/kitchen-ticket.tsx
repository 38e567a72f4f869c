// The kitchen ticket of an order, laid out for an 80 mm thermal printer: on screen it is not shown; printing
// (window.print) shows only the ticket, in a narrow monospace column, via the print stylesheet below.
import { formatLira, tr, type TableOrder } from '@menu/shared';

const o = tr.service.orders;

/** 80 mm paper, about 72 mm printable: the ticket alone, nothing of the portal around it. */
export const TICKET_PRINT_CSS = `
.kitchen-ticket { display: none; }
@media print {
  @page { size: 80mm auto; margin: 4mm; }
  body * { visibility: hidden !important; }
  .kitchen-ticket, .kitchen-ticket * { visibility: visible !important; }
  .kitchen-ticket {
    display: block; position: absolute; left: 0; top: 0; width: 72mm;
    font: 12pt/1.35 'DejaVu Sans Mono', 'Courier New', monospace; color: #000; background: #fff;
  }
  .kitchen-ticket h1 { font-size: 18pt; margin: 0 0 2mm; text-align: center; }
  .kitchen-ticket p { margin: 0 0 1mm; }
  .kitchen-ticket ul { list-style: none; margin: 2mm 0; padding: 2mm 0; border-top: 1px dashed #000; border-bottom: 1px dashed #000; }
  .kitchen-ticket li { margin-bottom: 2mm; font-weight: bold; }
  .kitchen-ticket li small { display: block; font-weight: normal; }
}`;

const time = (iso: string | null) =>
  iso ? new Date(iso).toLocaleTimeString('tr-TR', { hour: '2-digit', minute: '2-digit' }) : '';

export function KitchenTicket({ order }: { order: TableOrder }) {
  return (
    <div className="kitchen-ticket" data-testid="kitchen-ticket">
      <h1>{o.ticketTable(order.tableNumber)}</h1>
      <p>{o.number(order.number)}</p>
      <p>{o.ticketTime(time(order.createdAt))}</p>
      <ul>
        {order.lines.map((line, i) => (
          <li key={i}>
            {line.quantity} × {line.name}
            {line.variantName ? ` (${line.variantName})` : ''}
            {line.addons.map((a) => (
              <small key={a.name}>+ {a.name}</small>
            ))}
            {line.note && (
              <small>
                {o.lineNote}: {line.note}
              </small>
            )}
          </li>
        ))}
      </ul>
      {order.note && (
        <p>
          {o.orderNote}: {order.note}
        </p>
      )}
      <p>
        {o.total}: {formatLira(order.total)}
      </p>
    </div>
  );
}
