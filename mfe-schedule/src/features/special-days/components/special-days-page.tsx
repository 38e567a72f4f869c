// The special-days screen ('Özel Günler'): cards by date ascending, past ones faded with '(Geçmiş)',
// upcoming ones highlighted; a create/edit drawer.
import { tr, errorMessage } from '@menu/shared';
import { NewRecordButton, RecordGrid, RestaurantRecordsBody, ScreenPage, useRestaurantRecords } from '@menu/shared/ui';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { useSpecialDays } from '../api/special-days-api';
import { useSpecialDayActions } from '../hooks/use-special-day-actions';
import { SpecialDayCard } from './special-day-card';
import { SpecialDayForm } from './special-day-form';
import { sortByDate, specialDayState } from './special-day-state';

const GRID_COL = { xs: 24, sm: 12, lg: 8, xxl: 6 } as const;
const t = tr.schedule.specialDays;

export function SpecialDaysPage() {
  const days = useSpecialDays();
  const actions = useSpecialDayActions();
  const list = useRestaurantRecords(days.data, actions);
  const { nameOf } = list;
  const { editor } = list;

  const now = new Date();
  const visible = useMemo(() => sortByDate(list.visible), [list.visible]);
  const pastCount = visible.filter((d) => specialDayState(d.date, now) === 'past').length;

  const newButton = <NewRecordButton label={t.newSpecialDay} onClick={() => editor.edit(null)} />;

  return (
    <ScreenPage
      id="special-days"
      text={t}
      meta={
        days.data && visible.length ? (
          <Typography.Text type="secondary">{t.counts(visible.length - pastCount, pastCount)}</Typography.Text>
        ) : null
      }
      extra={newButton}
    >
      <RestaurantRecordsBody
        query={days}
        filter={{ value: list.filter, onChange: list.setFilter, label: tr.schedule.restaurantFilter }}
        loadFailed={(error) => errorMessage(error, 'load', t.loadFailed)}
        skeletons={4}
        col={GRID_COL}
        empty={visible.length === 0}
        text={t}
        newButton={newButton}
      >
        <RecordGrid items={visible} keyOf={(d) => d.id} label={t.listLabel} col={GRID_COL}>
          {(d) => (
            <SpecialDayCard
              day={d}
              state={specialDayState(d.date, now)}
              restaurantName={nameOf(d.restaurantId)}
              {...list.card(d)}
            />
          )}
        </RecordGrid>
      </RestaurantRecordsBody>

      <SpecialDayForm key={editor.key} day={editor.editing} days={list.all} {...list.form} />
    </ScreenPage>
  );
}
