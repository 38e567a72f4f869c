// Placeholder cards shown while a card grid loads, in the same columns as the real grid.
import { Card, Col, Row, Skeleton, type ColProps } from 'antd';
import { tr } from '../../strings';

export interface SkeletonCardGridProps {
  count: number;
  /** Column spans of the real grid; defaults to 1/2/3 columns. */
  col?: ColProps;
  /** Show an image-sized block on top of each card. */
  cover?: boolean;
  label?: string;
}

export function SkeletonCardGrid({
  count,
  col = { xs: 24, md: 12, lg: 8 },
  cover = true,
  label = tr.common.loading,
}: SkeletonCardGridProps) {
  return (
    <Row gutter={[16, 16]} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Col key={i} {...col}>
          <Card
            cover={
              cover ? (
                <div style={{ height: 120, background: 'linear-gradient(90deg, #f0f0f0, #fafafa, #f0f0f0)' }} />
              ) : undefined
            }
            data-testid="skeleton-card"
          >
            <Skeleton active avatar paragraph={{ rows: 3 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
