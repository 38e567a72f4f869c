// Device distribution: count and share of each device type as labelled horizontal bars.
import { DesktopOutlined, MobileOutlined, QuestionCircleOutlined, TabletOutlined } from '@ant-design/icons';
import { DEVICE_LABELS, DEVICE_TYPES, type DeviceType } from '@menu/shared';
import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export const DEVICE_ICONS: Record<DeviceType, ReactNode> = {
  mobile: <MobileOutlined />,
  tablet: <TabletOutlined />,
  desktop: <DesktopOutlined />,
  other: <QuestionCircleOutlined />,
};
const COLOURS: Record<DeviceType, string> = { mobile: '#1677ff', tablet: '#13c2c2', desktop: '#722ed1', other: '#bfbfbf' };

export function DeviceChart({ devices }: { devices: Record<DeviceType, number> }) {
  const total = DEVICE_TYPES.reduce((s, d) => s + devices[d], 0);
  return (
    <Flex vertical gap={12} role="list">
      {DEVICE_TYPES.map((d) => {
        const share = total ? (devices[d] / total) * 100 : 0;
        return (
          <div key={d} role="listitem" aria-label={`${DEVICE_LABELS[d]}: ${devices[d]}`}>
            <Flex justify="space-between" align="baseline">
              <Typography.Text>
                <span aria-hidden style={{ color: COLOURS[d], marginInlineEnd: 6 }}>
                  {DEVICE_ICONS[d]}
                </span>
                {DEVICE_LABELS[d]}
              </Typography.Text>
              <Typography.Text strong>
                {devices[d].toLocaleString('tr-TR')} <Typography.Text type="secondary">(%{share.toLocaleString('tr-TR', { maximumFractionDigits: 1 })})</Typography.Text>
              </Typography.Text>
            </Flex>
            <div style={{ height: 8, background: '#f0f0f0', borderRadius: 4, marginTop: 4, overflow: 'hidden' }}>
              <div style={{ width: `${share}%`, height: '100%', background: COLOURS[d], borderRadius: 4 }} />
            </div>
          </div>
        );
      })}
    </Flex>
  );
}
