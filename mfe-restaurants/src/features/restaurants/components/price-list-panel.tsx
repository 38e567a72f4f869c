// The restaurant card's printed lists: download a layout (A4 on request, A3 for the door, A5 for the tables),
// and, when the menu changed since the newest print, the notice the price-label rules make necessary, the
// products that changed and one tap to print that layout again.
import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import {
  formatLira,
  formatShortDate,
  PRICE_LIST_LAYOUTS,
  tr,
  usePrintStatus,
  type PriceListLayout,
  type PriceListStatus,
  type Restaurant,
} from '@menu/shared';
import { usePriceListPrint } from '@menu/shared/ui';
import { Alert, Button, Flex, Typography } from 'antd';

const text = tr.priceList;
const SHOWN_CHANGES = 5;

type Change = PriceListStatus['changedSince'][number];

/** One line per changed product: what the print said and what the menu says now. */
export function changeLine(change: Change): string {
  if (!change.printed) return `${change.name}: ${text.added}`;
  if (!change.current) return `${change.name}: ${text.removed}`;
  const price = (p: NonNullable<Change['printed']>) => formatLira(p.discountedPrice ?? p.price);
  const parts = [
    price(change.printed) !== price(change.current)
      ? text.priceFromTo(price(change.printed), price(change.current))
      : '',
  ];
  if (change.printed.name !== change.current.name) parts.push(text.renamed(change.printed.name));
  return `${change.name}: ${parts.filter(Boolean).join(' · ') || text.priceFromTo(formatLira(change.printed.price), formatLira(change.current.price))}`;
}

export function PriceListPanel({ restaurant: r }: { restaurant: Restaurant }) {
  const status = usePrintStatus(r.id);
  const { busy, print } = usePriceListPrint(r.id);

  const newest = status.data?.layouts[0];
  const changes = status.data?.changedSince ?? [];
  return (
    <Flex vertical gap={8} role="group" aria-label={tr.restaurants.priceListAria(r.name)}>
      <Typography.Text strong style={{ fontSize: 13 }}>
        <FilePdfOutlined aria-hidden style={{ marginInlineEnd: 6 }} />
        {text.download}
      </Typography.Text>
      <Flex wrap gap={6}>
        {PRICE_LIST_LAYOUTS.map((layout) => (
          <Button
            key={layout}
            size="small"
            icon={<PrinterOutlined aria-hidden />}
            loading={busy === layout}
            onClick={() => void print(layout)}
            title={text.layoutHint[layout]}
          >
            {text.layouts[layout]}
          </Button>
        ))}
      </Flex>
      {newest && changes.length ? (
        <Alert
          type="warning"
          showIcon
          title={text.outdated(changes.length, formatShortDate(newest.printedAt))}
          description={
            <Flex vertical gap={6}>
              <ul aria-label={text.showChanges} style={{ margin: 0, paddingInlineStart: 18 }}>
                {changes.slice(0, SHOWN_CHANGES).map((c) => (
                  <li key={c.productId}>{changeLine(c)}</li>
                ))}
                {changes.length > SHOWN_CHANGES ? <li>{tr.compliance.more(changes.length - SHOWN_CHANGES)}</li> : null}
              </ul>
              <Button
                type="primary"
                size="small"
                icon={<PrinterOutlined aria-hidden />}
                loading={busy === newest.layout}
                onClick={() => void print(newest.layout as PriceListLayout)}
                aria-label={text.reprintAria(text.layouts[newest.layout as PriceListLayout] ?? newest.layout)}
                style={{ alignSelf: 'flex-start' }}
              >
                {text.reprint}
              </Button>
            </Flex>
          }
        />
      ) : newest ? (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {text.upToDate(formatShortDate(newest.printedAt))}
        </Typography.Text>
      ) : status.isSuccess ? (
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {text.neverPrinted}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
