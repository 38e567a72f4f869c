// "Kurallara uygunluk": whether the restaurant's menu meets the price-label rules, one card per rule with pass
// or fail and the records that break it, each with a way to fix it: the record's form, or printing the list again.
import { CheckCircleFilled, CloseCircleFilled, PrinterOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  COMPLIANCE_RULES,
  errorMessage,
  formatDateTime,
  tr,
  useRestaurantChoices,
  type Compliance,
  type PriceListLayout,
} from '@menu/shared';
import { QueryFailedAlert, ScreenPage, RestaurantSelect, usePriceListPrint } from '@menu/shared/ui';
import { Alert, Button, Card, Col, Flex, Row, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useCompliance } from '../api/compliance-api';

const text = tr.compliance;
const SHOWN_ITEMS = 8;
type Rule = Compliance['rules'][number];
type Item = Rule['items'][number];

export function CompliancePage() {
  const choices = useRestaurantChoices();
  const [chosen, setChosen] = useState<number | null>(null);
  const restaurantId = chosen ?? choices.single ?? choices.restaurants[0]?.id ?? null;
  const compliance = useCompliance(restaurantId);
  const answer = compliance.data;
  const failing = answer ? answer.rules.filter((r) => !r.passed).length : 0;

  return (
    <ScreenPage
      id="compliance"
      text={text}
      meta={
        answer ? (
          <Typography.Text type="secondary">{text.checkedAt(formatDateTime(answer.checkedAt))}</Typography.Text>
        ) : null
      }
      extra={
        <Flex gap={8} wrap align="center" style={{ minWidth: 0 }}>
          {choices.restaurants.length > 1 ? (
            <div style={{ width: 240, maxWidth: '100%' }}>
              <RestaurantSelect
                aria-label={text.chooseRestaurant}
                value={restaurantId}
                onChange={setChosen}
                restaurants={choices.restaurants}
              />
            </div>
          ) : null}
          <Button
            icon={<ReloadOutlined aria-hidden />}
            onClick={() => void compliance.refetch()}
            loading={compliance.isFetching}
            disabled={restaurantId == null}
          >
            {text.refresh}
          </Button>
        </Flex>
      }
    >
      <QueryFailedAlert
        query={compliance}
        title={text.loadFailed}
        description={(error) => errorMessage(error, 'load', text.loadFailed)}
      />
      {answer ? (
        <Flex vertical gap={16}>
          <Alert
            type={answer.passed ? 'success' : 'warning'}
            showIcon
            title={answer.passed ? text.allPass : text.failing(failing)}
          />
          <Row gutter={[16, 16]} role="list" aria-label={text.title}>
            {COMPLIANCE_RULES.map((name) => answer.rules.find((r) => r.rule === name))
              .filter((r): r is Rule => r !== undefined)
              .map((rule) => (
                <Col key={rule.rule} xs={24} lg={12} role="listitem">
                  <RuleCard rule={rule} restaurantId={answer.restaurantId} />
                </Col>
              ))}
          </Row>
        </Flex>
      ) : compliance.isPending && restaurantId != null ? (
        <Skeleton active paragraph={{ rows: 6 }} aria-label={tr.common.loading} />
      ) : null}
    </ScreenPage>
  );
}

function RuleCard({ rule, restaurantId }: { rule: Rule; restaurantId: number }) {
  const texts = text.rules[rule.rule];
  const [all, setAll] = useState(false);
  const items = all ? rule.items : rule.items.slice(0, SHOWN_ITEMS);
  return (
    <Card
      style={{ height: '100%' }}
      title={
        <Flex align="center" gap={8} style={{ minWidth: 0 }}>
          {rule.passed ? (
            <CheckCircleFilled aria-hidden style={{ color: '#237804' }} />
          ) : (
            <CloseCircleFilled aria-hidden style={{ color: '#cf1322' }} />
          )}
          <span style={{ whiteSpace: 'normal' }}>{texts.title}</span>
        </Flex>
      }
      extra={
        <Tag color={rule.passed ? 'success' : 'error'} style={{ marginInlineEnd: 0 }}>
          {rule.passed ? text.pass : text.fail}
        </Tag>
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
        {texts.description}
      </Typography.Paragraph>
      {rule.items.length ? (
        <Flex
          vertical
          gap={8}
          component="ul"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          aria-label={texts.title}
        >
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}-${item.fix}`}>
              <ItemRow item={item} restaurantId={restaurantId} />
            </li>
          ))}
          {rule.items.length > SHOWN_ITEMS && !all ? (
            <li>
              <Button type="link" style={{ padding: 0 }} onClick={() => setAll(true)}>
                {text.more(rule.items.length - SHOWN_ITEMS)}
              </Button>
            </li>
          ) : null}
        </Flex>
      ) : null}
    </Card>
  );
}

function ItemRow({ item, restaurantId }: { item: Item; restaurantId: number }) {
  const { busy, print } = usePriceListPrint(restaurantId);
  const layout = item.fix as PriceListLayout;
  return (
    <Flex
      justify="space-between"
      align="center"
      gap={8}
      wrap
      style={{ borderBottom: '1px solid #f0f0f0', paddingBottom: 8 }}
    >
      <div style={{ minWidth: 0, flex: '1 1 180px' }}>
        <Tag style={{ marginInlineEnd: 6 }}>{text.kind[item.kind]}</Tag>
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
          {item.name}
        </Typography.Text>
        {item.detail ? (
          <Typography.Paragraph type="secondary" style={{ margin: '2px 0 0', fontSize: 13, overflowWrap: 'anywhere' }}>
            {item.detail}
          </Typography.Paragraph>
        ) : null}
      </div>
      {item.kind === 'layout' ? (
        <Button
          size="small"
          icon={<PrinterOutlined aria-hidden />}
          loading={busy === layout}
          onClick={() => void print(layout)}
        >
          {item.id === 0 && item.detail === null ? text.fix.print : text.fix.reprint}
        </Button>
      ) : (
        <Typography.Link href={item.fix}>{text.fix[item.kind]}</Typography.Link>
      )}
    </Flex>
  );
}
