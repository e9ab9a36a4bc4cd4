import { searchText, searchWhole } from '../../lib/search-params.ts'

/** The bank's list as the URL holds it (DESIGN §19: filters by tag, or words of the statement). */
export interface BankSearch {
  q?: string | undefined
  topic?: string | undefined
  difficulty?: number | undefined
  concours?: string | undefined
  year?: number | undefined
  /** 0-based; absent on the first page */
  page?: number | undefined
}

const text = (raw: unknown, max: number) => searchText(raw, max) || undefined
const yearOf = (raw: unknown) => {
  const value = searchWhole(raw, 2101)
  return value !== undefined && value >= 1950 ? value : undefined
}

/** Every key is returned (`undefined` when unusable): the router lays the validated search over the raw one. */
export function parseBankSearch(raw: Record<string, unknown>): BankSearch {
  return {
    q: text(raw.q, 200),
    topic: text(raw.topic, 100),
    difficulty: searchWhole(raw.difficulty, 6),
    concours: text(raw.concours, 100),
    year: yearOf(raw.year),
    page: searchWhole(raw.page, 10_000),
  }
}

export const BANK_PAGE_SIZE = 50

export const isBankFiltered = ({ q, topic, difficulty, concours, year }: BankSearch) => Boolean(q || topic || difficulty || concours || year)

/** `questionBank.list`: the page the URL (or the picker) names, without the empty criteria. */
export function bankListInput({ page, q, topic, difficulty, concours, year }: BankSearch, size = BANK_PAGE_SIZE) {
  return {
    limit: size,
    offset: (page ?? 0) * size,
    ...(q ? { q } : {}),
    ...(topic ? { topic } : {}),
    ...(difficulty ? { difficulty } : {}),
    ...(concours ? { concours } : {}),
    ...(year ? { year } : {}),
  }
}
