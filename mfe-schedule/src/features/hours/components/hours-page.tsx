// The opening-hours screen ('Çalışma Saatleri'): cards Monday to Sunday (Sunday last), grouped by
// restaurant when the user sees several, a create/edit drawer, the days still without hours.
import { DAY_NAMES, sortHoursMondayFirst, tr, type Hours, useRestaurantChoices, errorMessage } from '@menu/shared';
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
import { Flex, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
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
  const { restaurants, nameOf, single } = useRestaurantChoices();
  const defaultId = single ?? null;
  const [filter, setFilter] = useState<number | null>(null);
  const editor = useRecordEditor<Hours>();

  const all = useMemo(() => hours.data ?? [], [hours.data]);
  const groups = useMemo(() => {
    const visible = filter == null ? all : all.filter((h) => h.restaurantId === filter);
    const ids = [...new Set(visible.map((h) => h.restaurantId))].sort((a, b) =>
      nameOf(a).localeCompare(nameOf(b), 'tr'),
    );
    return ids.map((id) => ({
      restaurantId: id,
      entries: sortHoursMondayFirst(visible.filter((h) => h.restaurantId === id)),
    }));
  }, [all, filter, nameOf]);
  const showGroupTitles = groups.length > 1 || restaurants.length > 1;

  const newButton = <NewRecordButton label={t.newHours} onClick={() => editor.edit(null)} />;

  return (
    <section aria-labelledby="hours-title" style={{ maxWidth: 1280, margin: '0 auto', width: '100%' }}>
      <PageHeader title={<span id="hours-title">{t.title}</span>} subtitle={t.subtitle} extra={newButton} />

      <RestaurantFilterRow aria-label={tr.schedule.restaurantFilter} value={filter} onChange={setFilter} />

      {hours.isError ? (
        <LoadFailedAlert
          title={errorMessage(hours.error, 'load', t.loadFailed)}
          onRetry={() => hours.refetch()}
          retrying={hours.isFetching}
        />
      ) : null}

      {hours.isPending ? (
        <SkeletonCardGrid count={7} col={GRID_COL} cover={false} label={tr.common.loading} />
      ) : hours.data && groups.length === 0 ? (
        <EmptyState title={t.empty} description={t.emptyHint} action={newButton} />
      ) : (
        groups.map((group) => {
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
                {(h) => (
                  <HoursCard
                    entry={h}
                    restaurantName={nameOf(h.restaurantId)}
                    deleting={actions.deletingId === h.id}
                    onEdit={editor.edit}
                    onDelete={actions.confirmDelete}
                  />
                )}
              </RecordGrid>
            </div>
          );
        })
      )}

      <HoursForm
        key={editor.key}
        open={editor.open}
        entry={editor.editing}
        hours={all}
        restaurants={restaurants}
        defaultRestaurantId={editor.editing ? null : (filter ?? defaultId)}
        saving={actions.saving}
        onClose={editor.close}
        onSubmit={(values) => editor.saveAndClose(actions.save(values, editor.editing))}
      />
    </section>
  );
}
