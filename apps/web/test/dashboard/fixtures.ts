import type { BusinessFigures } from '@tutorat/contracts'

const MONTHS = ['2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06']

/** A super admin's figures before anything was sold (issue 31). */
export const EMPTY_FIGURES: BusinessFigures = {
  month: '2026-06',
  revenue_by_month: MONTHS.map((month) => ({ month, revenue_mad: 0, payments: 0 })),
  revenue_by_formation: { this_month: [], last_12_months: [] },
  conversion: { this_month: { requests: 0, paid: 0, rate_percent: null }, last_12_months: { requests: 0, paid: 0, rate_percent: null } },
  renewals: { this_month: { count: 0, amount_mad: 0 }, last_12_months: { count: 0, amount_mad: 0 } },
  overdue_instalments: { count: 0, amount_mad: 0 },
  proofs_waiting: { count: 0, amount_mad: 0 },
}

const REVENUE = [0, 1200, 2400, 0, 3600, 4800, 1200, 600, 0, 2400, 3000, 9450]

/** A year of sales: June 2026 is the best month. */
export const FIGURES: BusinessFigures = {
  ...EMPTY_FIGURES,
  revenue_by_month: MONTHS.map((month, i) => ({ month, revenue_mad: REVENUE[i] ?? 0, payments: Math.round((REVENUE[i] ?? 0) / 1200) })),
  revenue_by_formation: {
    this_month: [
      { announcement_id: 3, formation_title: 'Prépa CNC Maths', revenue_mad: 7200, payments: 6 },
      { announcement_id: null, formation_title: 'Stage d’été', revenue_mad: 2250, payments: 5 },
    ],
    last_12_months: [{ announcement_id: 3, formation_title: 'Prépa CNC Maths', revenue_mad: 24000, payments: 20 }],
  },
  conversion: { this_month: { requests: 16, paid: 11, rate_percent: 69 }, last_12_months: { requests: 90, paid: 41, rate_percent: 46 } },
  renewals: { this_month: { count: 3, amount_mad: 3600 }, last_12_months: { count: 12, amount_mad: 14400 } },
  overdue_instalments: { count: 2, amount_mad: 800 },
  proofs_waiting: { count: 4, amount_mad: 4800 },
}
