// A small figure with its label and an icon, for the stat rows above a list (users, QR codes, add-ons...).
import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  /** Accent colour of the icon badge. */
  colour?: string;
  loading?: boolean;
  /** A line under the value (a change against the previous period). */
  extra?: ReactNode;
}

export function StatCard({ label, value, icon, colour = '#1677ff', loading, extra }: StatCardProps) {
  return (
    <Card size="small" loading={loading} styles={{ body: { padding: '14px 16px' } }} style={{ height: '100%' }}>
      <Flex align="center" gap={12}>
        {icon ? (
          <span
            aria-hidden
            style={{
              flex: '0 0 auto',
              width: 40,
              height: 40,
              borderRadius: 10,
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 20,
              color: colour,
              background: `${colour}1a`,
            }}
          >
            {icon}
          </span>
        ) : null}
        <div style={{ minWidth: 0 }} role="group" aria-label={label}>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13, lineHeight: 1.3 }}>
            {label}
          </Typography.Text>
          {/* Smaller on a phone, where two cards share a row: "₺16,88" must not break between its digits. */}
          <Typography.Text strong style={{ fontSize: 'clamp(18px, 5vw, 24px)', lineHeight: 1.2 }}>
            {value}
          </Typography.Text>
          {extra ? <div style={{ fontSize: 12, lineHeight: 1.4 }}>{extra}</div> : null}
        </div>
      </Flex>
    </Card>
  );
}
