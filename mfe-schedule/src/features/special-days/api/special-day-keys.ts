// Query keys of the special-days feature, general to specific; invalidating `all` refreshes every list.
export const specialDayKeys = {
  all: ['special-days'] as const,
  lists: () => [...specialDayKeys.all, 'list'] as const,
  list: (userId: number | null) => [...specialDayKeys.lists(), { userId }] as const,
};
