import type { RouterOutputs } from '@tutorat/api'

// A plan of three parts as the server sends it: part 1 paid, part 2 late (the access paused), part 3 to come.

type Plan = RouterOutputs['instalments']['mine'][number]

export const PLAN: Plan = {
  id: 4,
  announcement_id: 7,
  formation_title: 'Préparation CNC',
  course_id: 12,
  parts_count: 3,
  status: 'en_pause',
  paused_part: 2,
  starts_on: '2026-10-01',
  grace_days: 3,
  total_mad: 1200,
  paid_mad: 500,
  created_at: '2026-09-30T10:00:00.000Z',
  parts: [
    { part_number: 1, amount_mad: 500, due_on: '2026-10-01', status: 'payee', payment_id: 20, reference: 'TM-AAAAA2', payable: false },
    { part_number: 2, amount_mad: 400, due_on: '2026-10-31', status: 'en_retard', payment_id: 21, reference: 'TM-BBBBB3', payable: true },
    { part_number: 3, amount_mad: 300, due_on: '2026-11-30', status: 'a_venir', payment_id: null, reference: null, payable: false },
  ],
}
