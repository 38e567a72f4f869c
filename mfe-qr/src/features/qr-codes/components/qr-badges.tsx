// The badges of a QR code: status, access count (colours of docs/screens.md, States and transitions), and its visits today and this week against the
// restaurant's other tables (the usage level of accesses per day when the visit report cannot be read).
import { tr } from '@menu/shared';
import {
  accessCountColour,
  qrUsageLevel,
  USAGE_LEVEL_LABELS,
  type BadgeColour,
  type UsageLevel,
} from '../lib/qr-usage';
import { PrinterOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import type { QrCodeItem } from '../api/qr-codes';
import type { Busyness, TableVisits } from '../lib/table-visits';

const BUSY_TAG: Record<Busyness, string> = { busier: 'green', usual: 'blue', quieter: 'default' };

/** Visits today and this week, and how busy against the other tables; without counts, the usage level. */
export function VisitsTag({ qr, visits }: { qr: QrCodeItem; visits?: TableVisits }) {
  if (!visits) return <UsageTag qr={qr} />;
  return (
    <>
      <Tag color="processing" style={{ marginInlineEnd: 0 }}>
        {tr.qr.visitsValue(visits.today, visits.week)}
      </Tag>
      {visits.busyness ? (
        <Tag color={BUSY_TAG[visits.busyness]} style={{ marginInlineEnd: 0 }}>
          {tr.qr[visits.busyness]}
        </Tag>
      ) : null}
    </>
  );
}

const ACCESS_TAG: Record<BadgeColour, string> = { red: 'red', yellow: 'gold', blue: 'blue', green: 'green' };
const USAGE_TAG: Record<UsageLevel, string> = {
  'very-low': 'default',
  low: 'orange',
  medium: 'gold',
  high: 'cyan',
  'very-high': 'green',
};

export function StatusTag({ active }: { active: boolean }) {
  return (
    <Tag color={active ? 'success' : 'default'} style={{ marginInlineEnd: 0 }}>
      {active ? tr.common.active : tr.common.passive}
    </Tag>
  );
}

export function AccessCountTag({ count }: { count: number }) {
  const colour = accessCountColour(count);
  return (
    <Tag color={ACCESS_TAG[colour]} data-colour={colour} style={{ marginInlineEnd: 0 }}>
      {tr.qr.accessCountValue(count)}
    </Tag>
  );
}

export function UsageTag({ qr, now }: { qr: QrCodeItem; now?: Date }) {
  const level = qrUsageLevel(qr.accessCount, qr.createdDate ?? new Date().toISOString(), now);
  return (
    <Tag color={USAGE_TAG[level]} data-level={level} style={{ marginInlineEnd: 0 }}>
      {tr.qr.usage}: {USAGE_LEVEL_LABELS[level]}
    </Tag>
  );
}

/** The printed code does not go through the scan address (or names another table): print it again. */
export function ReprintTag({ qr }: { qr: QrCodeItem }) {
  if (!qr.needsReprint) return null;
  return (
    <Tooltip title={tr.qr.reprint.hint}>
      <Tag
        color="warning"
        icon={<PrinterOutlined aria-hidden />}
        style={{ marginInlineEnd: 0 }}
        tabIndex={0}
        aria-label={`${tr.qr.reprint.tag}. ${tr.qr.reprint.hint}`}
      >
        {tr.qr.reprint.tag}
      </Tag>
    </Tooltip>
  );
}
