// The access-log report's answers the tests start from (the loaded report is `statsWire` in ./fixtures).
/** GET /MenuAccessLogs/stats for a period without a visit. */
export const emptyStatsWire = {
  total: 0,
  uniqueIps: 0,
  averageSession: 0,
  mobileShare: 0,
  devices: { mobile: 0, tablet: 0, desktop: 0, other: 0 },
  perDay: [],
};
