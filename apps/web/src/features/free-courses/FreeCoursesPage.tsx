import { getRouteApi } from '@tanstack/react-router'
import { Library } from 'lucide-react'
import { type ChangeEvent, useMemo } from 'react'
import { WithData } from '../../lib/data.tsx'
import { trpc } from '../../lib/trpc.ts'
import { useDebouncedSearch } from '../../lib/use-debounced-search.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { NoMatch } from '../../ui/NoMatch.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { PublicExams } from '../exams/PublicExams.tsx'
import { SearchField } from '../../ui/SearchField.tsx'
import { Options, Select } from '../../ui/Select.tsx'
import { Skeleton, SkeletonBars } from '../../ui/Skeleton.tsx'
import { distinct, type FreeCourse, groupByCategory, matches } from './catalogue.ts'
import { FreeCourseCard } from './FreeCourseCard.tsx'

const route = getRouteApi('/public/cours-gratuits')
const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'
// the public page answers a little faster than the back office's lists
const SEARCH_DEBOUNCE_MS = 250

/** /cours-gratuits — free courses, exercises, corrected exams and competitive-exam resources. */
export function FreeCoursesPage() {
  useDocumentTitle(
    'Cours et concours gratuits',
    'Cours, travaux dirigés, examens corrigés et ressources de préparation aux concours, gratuits pour les étudiants des écoles d’ingénieurs et des universités au Maroc.',
  )
  return (
    <div className="px-4 py-10 sm:px-6 md:py-14">
      <div className="mx-auto max-w-7xl">
        <header className="mx-auto mb-8 max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">Ressources gratuites</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-950 sm:text-4xl">Cours et concours gratuits</h1>
          <p className="mt-3 text-muted">
            Des cours, des travaux dirigés et des examens corrigés à télécharger, et tout pour préparer vos concours. Filtrez par école et par
            niveau.
          </p>
        </header>
        <WithData fallback={<CatalogueSkeleton />}>
          <PublicExams />
          <Catalogue />
        </WithData>
      </div>
    </div>
  )
}

function CatalogueSkeleton() {
  return (
    <div role="status" aria-label="Chargement des ressources…">
      <div aria-hidden="true" className="space-y-6">
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-7 w-48" />
        <ul className={GRID}>
          {Array.from({ length: 6 }, (_, key) => (
            <li key={key} data-testid="free-course-skeleton" className="space-y-3 rounded-card border border-line bg-white p-5">
              <SkeletonBars bars={['h-6 w-3/4', 'h-4 w-1/3', 'h-12 w-full', 'h-9 w-32']} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

function Catalogue() {
  const list = trpc.freeCourses.list.useQuery()
  if (list.isPending) return <CatalogueSkeleton />
  if (list.isError)
    return (
      <ErrorState title="Les ressources n’ont pas pu être chargées." onRetry={() => void list.refetch()} retrying={list.isFetching}>
        Vérifiez votre connexion puis réessayez.
      </ErrorState>
    )
  if (list.data.length === 0)
    return (
      <EmptyState Icon={Library} title="Aucune ressource pour le moment">
        De nouveaux cours et sujets corrigés sont ajoutés régulièrement : revenez bientôt.
      </EmptyState>
    )
  return <FilteredCatalogue courses={list.data} />
}

function FilteredCatalogue({ courses }: { courses: FreeCourse[] }) {
  const filter = route.useSearch()
  const schools = useMemo(() => distinct(courses, 'school'), [courses])
  const levels = useMemo(() => distinct(courses, 'level'), [courses])
  const groups = useMemo(() => groupByCategory(courses.filter((course) => matches(course, filter))), [courses, filter])
  const found = groups.reduce((total, group) => total + group.courses.length, 0)
  const filtered = Boolean(filter.search || filter.school || filter.level)

  return (
    <div className="space-y-8">
      <SearchBar schools={schools} levels={levels} />

      <p role="status" className="text-sm text-muted">
        {found > 1 ? `${found} ressources` : `${found} ressource`}
        {filtered ? (found > 1 ? ' trouvées' : ' trouvée') : ''}
      </p>

      {groups.length === 0 ? (
        <NoMatch title="Aucune ressource ne correspond à votre recherche" clearTo="/cours-gratuits">
          Essayez un autre mot, une autre école ou un autre niveau.
        </NoMatch>
      ) : (
        <>
          {groups.length > 1 ? (
            <nav aria-label="Catégories" className="flex flex-wrap gap-2">
              {groups.map((group) => (
                <a
                  key={group.category}
                  href={`#${group.category}`}
                  className="rounded-full border border-brand-200 bg-white px-3 py-1.5 text-sm font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
                >
                  {group.label} <span className="font-normal text-muted">({group.courses.length})</span>
                </a>
              ))}
            </nav>
          ) : null}
          {groups.map((group) => (
            <section key={group.category} id={group.category} aria-labelledby={`${group.category}-title`} className="scroll-mt-24 space-y-4">
              <h2 id={`${group.category}-title`} className="text-xl font-extrabold tracking-tight text-brand-950 sm:text-2xl">
                {group.label}
              </h2>
              <ul className={GRID}>
                {group.courses.map((course) => (
                  <li key={course.id}>
                    <FreeCourseCard course={course} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  )
}

function SearchBar({ schools, levels }: { schools: string[]; levels: string[] }) {
  const { search, school, level } = route.useSearch()
  const navigate = route.useNavigate()
  const [text, setText] = useDebouncedSearch(search, (wanted) => void navigate({ search: (previous) => ({ ...previous, search: wanted }), replace: true }), SEARCH_DEBOUNCE_MS)

  const choose = (key: 'school' | 'level') => (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.target.value || undefined
    void navigate({ search: (previous) => ({ ...previous, [key]: value }), replace: true })
  }

  return (
    <div role="search" className="grid gap-3 rounded-card border border-line bg-white p-3 shadow-card sm:p-4 md:grid-cols-[1fr_14rem_14rem]">
      <SearchField id="free-course-search" label="Rechercher une ressource" placeholder="Rechercher : analyse, ENSA…" value={text} onChange={setText} />
      <Select label="Filtrer par école" hideLabel value={school ?? ''} onChange={choose('school')}>
        <option value="">Toutes les écoles</option>
        <Options values={withCurrent(schools, school)} />
      </Select>
      <Select label="Filtrer par niveau" hideLabel value={level ?? ''} onChange={choose('level')}>
        <option value="">Tous les niveaux</option>
        <Options values={withCurrent(levels, level)} />
      </Select>
    </div>
  )
}

/** A value from a shared link that no resource has any more still shows as chosen (and can be cleared). */
const withCurrent = (options: string[], current: string | undefined) => (current && !options.includes(current) ? [...options, current] : options)
