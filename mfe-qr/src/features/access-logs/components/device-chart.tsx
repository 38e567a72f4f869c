// Device distribution: count and share of each device type as labelled horizontal bars.
import { DesktopOutlined, MobileOutlined, QuestionCircleOutlined, TabletOutlined } from '@ant-design/icons';
import { DEVICE_LABELS, DEVICE_TYPES, type DeviceType } from '@menu/shared';
import type { ReactNode } from 'react';
import { ShareBars } from './share-bars';

export const DEVICE_ICONS: Record<DeviceType, ReactNode> = {
  mobile: <MobileOutlined />,
  tablet: <TabletOutlined />,
  desktop: <DesktopOutlined />,
  other: <QuestionCircleOutlined />,
};
const COLOURS: Record<DeviceType, string> = {
  mobile: '#1677ff',
  tablet: '#13c2c2',
  desktop: '#722ed1',
  other: '#8c8c8c',
};

export function DeviceChart({ devices }: { devices: Record<DeviceType, number> }) {
  return (
    <ShareBars
      items={DEVICE_TYPES.map((d) => ({
        key: d,
        label: DEVICE_LABELS[d],
        name: DEVICE_LABELS[d],
        count: devices[d],
        colour: COLOURS[d],
        icon: DEVICE_ICONS[d],
      }))}
    />
  );
}
