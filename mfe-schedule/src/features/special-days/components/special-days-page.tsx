// The special-days screen ('Özel Günler'): cards by date ascending, past ones faded with '(Geçmiş)',
// upcoming ones highlighted; a create/edit drawer.
import { tr, type SpecialDay, useRestaurantChoices, errorMessage } from '@menu/shared';
import {
  EmptyState,
  LoadFailedAlert,
  NewRecordButton,
  PageHeader,
  RecordGrid,
  RestaurantFilterRow,
  SkeletonCardGrid,
  useRecordEditor,
} from '@menu/shared/ui';
import { Typography } from 'antd';
import { useMemo, useState } from 'react';
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
  const { restaurants, nameOf, single } = useRestaurantChoices();
  const defaultId = single ?? null;
  const [filter, setFilter] = useState<number | null>(null);
  const editor = useRecordEditor<SpecialDay>();

  const all = useMemo(() => days.data ?? [], [days.data]);
  const now = new Date();
  const visible = useMemo(
    () => sortByDate(filter == null ? all : all.filter((d) => d.restaurantId === filter)),
    [all, filter],
  );
  const pastCount = visible.filter((d) => specialDayState(d.date, now) === 'past').length;

  const newButton = <NewRecordButton label={t.newSpecialDay} onClick={() => editor.edit(null)} />;

  return (
    <section aria-labelledby="special-days-title" style={{ maxWidth: 1280, margin: '0 auto', width: '100%' }}>
      <PageHeader
        title={<span id="special-days-title">{t.title}</span>}
        subtitle={t.subtitle}
        meta={
          days.data && visible.length ? (
            <Typography.Text type="secondary">{t.counts(visible.length - pastCount, pastCount)}</Typography.Text>
          ) : null
        }
        extra={newButton}
      />

      <RestaurantFilterRow aria-label={tr.schedule.restaurantFilter} value={filter} onChange={setFilter} />

      {days.isError ? (
        <LoadFailedAlert
          title={errorMessage(days.error, 'load', t.loadFailed)}
          onRetry={() => days.refetch()}
          retrying={days.isFetching}
        />
      ) : null}

      {days.isPending ? (
        <SkeletonCardGrid count={4} col={GRID_COL} cover={false} label={tr.common.loading} />
      ) : days.data && visible.length === 0 ? (
        <EmptyState title={t.empty} description={t.emptyHint} action={newButton} />
      ) : (
        <RecordGrid items={visible} keyOf={(d) => d.id} label={t.listLabel} col={GRID_COL}>
          {(d) => (
            <SpecialDayCard
              day={d}
              state={specialDayState(d.date, now)}
              restaurantName={nameOf(d.restaurantId)}
              deleting={actions.deletingId === d.id}
              onEdit={editor.edit}
              onDelete={actions.confirmDelete}
            />
          )}
        </RecordGrid>
      )}

      <SpecialDayForm
        key={editor.key}
        open={editor.open}
        day={editor.editing}
        days={all}
        restaurants={restaurants}
        defaultRestaurantId={editor.editing ? null : (filter ?? defaultId)}
        saving={actions.saving}
        onClose={editor.close}
        onSubmit={(values) => editor.saveAndClose(actions.save(values, editor.editing))}
      />
    </section>
  );
}
