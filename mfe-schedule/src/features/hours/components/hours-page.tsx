// The opening-hours screen ('Çalışma Saatleri'): cards Monday to Sunday (Sunday last), grouped by
// restaurant when the user sees several, a create/edit drawer, the days still without hours.
import { DAY_NAMES, sortHoursMondayFirst, tr, errorMessage } from '@menu/shared';
import { NewRecordButton, RecordGrid, RestaurantRecordsBody, ScreenPage, useRestaurantRecords } from '@menu/shared/ui';
import { Flex, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useHours } from '../api/hours-api';
import { useHoursActions } from '../hooks/use-hours-actions';
import { HoursCard } from './hours-card';
import { HoursForm } from './hours-form';

const GRID_COL = { xs: 24, sm: 12, lg: 8, xxl: 6 } as const;
const WEEK = [1, 2, 3, 4, 5, 6, 0];
const t = tr.schedule.hours;

export function HoursPage() {
  const hours = useHours();
  const actions = useHoursActions();
  const list = useRestaurantRecords(hours.data, actions);
  const { restaurants, nameOf, visible } = list;
  const { editor } = list;

  const groups = useMemo(() => {
    const ids = [...new Set(visible.map((h) => h.restaurantId))].sort((a, b) =>
      nameOf(a).localeCompare(nameOf(b), 'tr'),
    );
    return ids.map((id) => ({
      restaurantId: id,
      entries: sortHoursMondayFirst(visible.filter((h) => h.restaurantId === id)),
    }));
  }, [visible, nameOf]);
  const showGroupTitles = groups.length > 1 || restaurants.length > 1;

  const newButton = <NewRecordButton label={t.newHours} onClick={() => editor.edit(null)} />;

  return (
    <ScreenPage id="hours" text={t} extra={newButton}>
      <RestaurantRecordsBody
        query={hours}
        filter={{ value: list.filter, onChange: list.setFilter, label: tr.schedule.restaurantFilter }}
        loadFailed={(error) => errorMessage(error, 'load', t.loadFailed)}
        skeletons={7}
        col={GRID_COL}
        empty={groups.length === 0}
        text={t}
        newButton={newButton}
      >
        {groups.map((group) => {
          const missing = WEEK.filter((d) => !group.entries.some((h) => h.dayOfWeek === d));
          return (
            <div key={group.restaurantId} style={{ marginBottom: 32 }}>
              <Flex align="baseline" gap={12} wrap style={{ marginBottom: 12 }}>
                {showGroupTitles ? (
                  <Typography.Title level={3} style={{ margin: 0, fontSize: 20 }}>
                    {nameOf(group.restaurantId)}
                  </Typography.Title>
                ) : null}
                {missing.length ? (
                  <Tag color="orange">{t.missingDays(missing.map((d) => DAY_NAMES[d]).join(', '))}</Tag>
                ) : (
                  <Tag color="green">{t.weekComplete}</Tag>
                )}
              </Flex>
              <RecordGrid
                items={group.entries}
                keyOf={(h) => h.id}
                label={showGroupTitles ? `${t.listLabel}: ${nameOf(group.restaurantId)}` : t.listLabel}
                col={GRID_COL}
              >
                {(h) => <HoursCard entry={h} restaurantName={nameOf(h.restaurantId)} {...list.card(h)} />}
              </RecordGrid>
            </div>
          );
        })}
      </RestaurantRecordsBody>

      <HoursForm key={editor.key} entry={editor.editing} hours={list.all} {...list.form} />
    </ScreenPage>
  );
}
