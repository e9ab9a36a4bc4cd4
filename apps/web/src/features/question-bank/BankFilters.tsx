import { RotateCcw } from 'lucide-react'
import { useId } from 'react'
import { cn } from '../../lib/cn.ts'
import { useDebouncedSearch } from '../../lib/use-debounced-search.ts'
import { Button } from '../../ui/Button.tsx'
import { FilterSelect } from '../../ui/FilterSelect.tsx'
import { SearchField } from '../../ui/SearchField.tsx'
import { type BankSearch, isBankFiltered } from './search.ts'

const DIFFICULTIES = ['1', '2', '3', '4', '5'] as const
const DIFFICULTY_LABELS = { 1: 'Difficulté 1/5', 2: 'Difficulté 2/5', 3: 'Difficulté 3/5', 4: 'Difficulté 4/5', 5: 'Difficulté 5/5' } as const
const wholeOf = (text: string | undefined) => (text ? Number(text) : undefined)

interface BankFiltersProps {
  search: BankSearch
  topics: readonly string[]
  /** the filters changed (the list goes back to its first page) */
  apply: (change: Partial<BankSearch>) => void
  /** in a window narrower than the page (the section's picker): two rows from `lg` */
  narrow?: boolean
}

/** Topic, difficulty, concours, year and words of the statement: the bank's page keeps them in its URL, the section's picker in its state. */
export function BankFilters({ search, topics, apply, narrow = false }: BankFiltersProps) {
  const id = useId()
  const [text, setText] = useDebouncedSearch(search.q, (wanted) => apply({ q: wanted }))
  const [concours, setConcours] = useDebouncedSearch(search.concours, (wanted) => apply({ concours: wanted }))
  const [year, setYear] = useDebouncedSearch(search.year ? String(search.year) : undefined, (wanted) => apply({ year: wanted && /^\d{4}$/.test(wanted) ? Number(wanted) : undefined }))
  // the topic in the URL stays offered even when this page of the bank no longer lists it
  const topicValues = search.topic && !topics.includes(search.topic) ? [search.topic, ...topics] : topics

  return (
    <div
      role="search"
      aria-label="Filtrer les questions"
      className={cn('grid items-end gap-3 sm:grid-cols-2', narrow ? 'lg:grid-cols-4' : 'lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto]')}
    >
      <SearchField
        id={`${id}-search`}
        label="Rechercher dans les énoncés"
        placeholder="Mots de l’énoncé…"
        value={text}
        onChange={setText}
        className={narrow ? 'sm:col-span-2' : 'sm:col-span-2 lg:col-span-1'}
      />
      <FilterSelect label="Thème" all="Tous les thèmes" values={topicValues} value={search.topic} onChange={(topic) => apply({ topic })} />
      <FilterSelect
        label="Difficulté"
        all="Toutes difficultés"
        values={DIFFICULTIES}
        labels={DIFFICULTY_LABELS}
        value={search.difficulty ? (String(search.difficulty) as (typeof DIFFICULTIES)[number]) : undefined}
        onChange={(value) => apply({ difficulty: wholeOf(value) })}
      />
      <SearchField id={`${id}-concours`} label="Concours" placeholder="Concours (ENSA…)" value={concours} onChange={setConcours} />
      <SearchField id={`${id}-year`} label="Année" placeholder="Année" value={year} onChange={setYear} />
      <Button
        variant="secondary"
        disabled={!isBankFiltered(search)}
        onClick={() => apply({ q: undefined, topic: undefined, difficulty: undefined, concours: undefined, year: undefined })}
      >
        <RotateCcw className="size-4" aria-hidden="true" />
        Réinitialiser
      </Button>
    </div>
  )
}
