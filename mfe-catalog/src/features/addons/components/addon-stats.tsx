// The add-ons' four figures: how many, how many active, the average price, and how many in each price tier.
import { AppstoreAddOutlined, CheckCircleOutlined, PieChartOutlined, WalletOutlined } from '@ant-design/icons';
import { formatLira, tr } from '@menu/shared';
import { ADDON_TIER_LABELS, type AddonTier } from '../lib/addon-kinds';
import { StatCard } from '@menu/shared/ui';
import { Col, Flex, Row } from 'antd';
import type { useAddonFilters } from '../hooks/use-addon-filters';

const text = tr.catalog.addons;
const STAT_COL = { xs: 12, lg: 6 } as const;
export const TIERS: AddonTier[] = ['free', 'economic', 'medium', 'premium'];

export function AddonStats({
  stats: s,
  loading,
}: {
  stats: ReturnType<typeof useAddonFilters>['stats'];
  loading: boolean;
}) {
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 20 }}>
      <Col {...STAT_COL}>
        <StatCard label={text.stats.total} value={s.total} icon={<AppstoreAddOutlined />} loading={loading} />
      </Col>
      <Col {...STAT_COL}>
        <StatCard
          label={text.stats.active}
          value={s.active}
          icon={<CheckCircleOutlined />}
          colour="#52c41a"
          loading={loading}
        />
      </Col>
      <Col {...STAT_COL}>
        <StatCard
          label={text.stats.averagePrice}
          value={formatLira(s.averagePrice)}
          icon={<WalletOutlined />}
          colour="#fa8c16"
          loading={loading}
        />
      </Col>
      <Col {...STAT_COL}>
        <StatCard
          label={text.stats.byTier}
          colour="#722ed1"
          icon={<PieChartOutlined />}
          loading={loading}
          value={
            <Flex gap={10} wrap style={{ fontSize: 13, fontWeight: 400 }}>
              {TIERS.map((t) => (
                <span key={t}>
                  {ADDON_TIER_LABELS[t]} <strong>{s.byTier[t]}</strong>
                </span>
              ))}
            </Flex>
          }
        />
      </Col>
    </Row>
  );
}
