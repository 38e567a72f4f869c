// Labelled horizontal bars: each item's count and share of the whole (devices, languages, tables, menu sections).
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface ShareBar {
  key: string | number;
  label: ReactNode;
  /** What a screen reader hears before the count ("Mobil", "Masa 4"). */
  name: string;
  count: number;
  colour: string;
  icon?: ReactNode;
}

/** `total` is what the shares are of (default: the items' sum). */
export function ShareBars({
  items,
  total = items.reduce((s, i) => s + i.count, 0),
}: {
  items: ShareBar[];
  total?: number;
}) {
  return (
    <Flex vertical gap={12} role="list">
      {items.map((item) => {
        const share = total ? (item.count / total) * 100 : 0;
        return (
          <div key={item.key} role="listitem" aria-label={`${item.name}: ${item.count}`}>
            <Flex justify="space-between" align="baseline" gap={8}>
              <Typography.Text ellipsis style={{ minWidth: 0 }}>
                {item.icon ? (
                  <span aria-hidden style={{ color: item.colour, marginInlineEnd: 6 }}>
                    {item.icon}
                  </span>
                ) : null}
                {item.label}
              </Typography.Text>
              <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
                {item.count.toLocaleString('tr-TR')}{' '}
                <Typography.Text type="secondary">
                  (%{share.toLocaleString('tr-TR', { maximumFractionDigits: 1 })})
                </Typography.Text>
              </Typography.Text>
            </Flex>
            <div style={{ height: 8, background: '#f0f0f0', borderRadius: 4, marginTop: 4, overflow: 'hidden' }}>
              <div style={{ width: `${share}%`, height: '100%', background: item.colour, borderRadius: 4 }} />
            </div>
          </div>
        );
      })}
    </Flex>
  );
}
