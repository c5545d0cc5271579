/**
 * The review lists' status filter values. Apart from the filter's component: the deposits and
 * withdrawals routes check their search parameters with it, and route definitions load first.
 */
export const STATUS_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;
export type StatusFilterValue = (typeof STATUS_FILTERS)[number];
