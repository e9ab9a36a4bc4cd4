import type { BankQuestion } from '@tutorat/contracts'
import { vi } from 'vitest'
import { ok } from '../trpc-mock.ts'

// Bank questions as the server sends them, and `questionBank.list` over a set of them (filtered and
// paged here as the server does), for the bank's page and the sections' picker.

export function bankQuestion(id: number, overrides: Partial<BankQuestion> = {}): BankQuestion {
  return {
    id,
    type: 'single',
    statement: `Question ${id} : que vaut $\\int_0^1 x\\,dx$ ?`,
    options: ['$1/2$', '$1$'],
    correct: [0],
    value: null,
    tolerance: 0,
    points: 1,
    explanation: '',
    image: null,
    weights: null,
    topic: 'Intégrales',
    difficulty: 3,
    concours: 'ENSA',
    year: 2024,
    bank_id: null,
    owner_id: 1,
    owner_name: 'Salma Bennani',
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  }
}

type ListInput = { limit: number; offset: number; q?: string; topic?: string; difficulty?: number; concours?: string; year?: number }

/** `questionBank.list` over `rows`: every filter and the page applied as the server applies them. */
export function bankListOf(rows: readonly BankQuestion[]) {
  return vi.fn((raw: unknown) => {
    const input = raw as ListInput
    const items = rows.filter(
      (row) =>
        (!input.q || row.statement.toLowerCase().includes(input.q.toLowerCase())) &&
        (!input.topic || row.topic === input.topic) &&
        (!input.difficulty || row.difficulty === input.difficulty) &&
        (!input.concours || row.concours === input.concours) &&
        (!input.year || row.year === input.year),
    )
    const topics = [...new Set(rows.flatMap((row) => (row.topic ? [row.topic] : [])))].sort()
    return ok({ items: items.slice(input.offset, input.offset + input.limit), total: items.length, topics })
  })
}
