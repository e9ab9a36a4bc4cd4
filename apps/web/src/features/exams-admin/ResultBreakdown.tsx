import { EXAM_RULES, type ExamResults } from '@tutorat/contracts'
import { Layers, Tags } from 'lucide-react'
import { Badge } from '../../ui/Badge.tsx'
import { type DataColumn, DataList } from '../../ui/DataList.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { plural } from '../courses/format.ts'

// DESIGN §19: how each section and each topic went over the scored copies; a topic under 50 %
// is flagged, as the students see it on their own result.

type SectionRow = NonNullable<ExamResults['sections']>[number]
type TopicRow = NonNullable<ExamResults['topics']>[number]

const accuracyText = (accuracy: number | null) => (accuracy === null ? '—' : `${Math.round(accuracy * 100)}\u00a0%`)
const weak = (accuracy: number | null) => accuracy !== null && accuracy < EXAM_RULES.weakBelow

const SECTION_COLUMNS: DataColumn<SectionRow>[] = [
  { id: 'title', header: 'Section', rowHeader: true, card: 'title', cell: (row) => `${row.position}. ${row.title}`, sortValue: (row) => row.position },
  { id: 'accuracy', header: 'Réussite', className: 'whitespace-nowrap tabular-nums', cell: (row) => accuracyText(row.accuracy), sortValue: (row) => row.accuracy },
  { id: 'copies', header: 'Copies notées', className: 'whitespace-nowrap', cell: (row) => plural(row.copies, 'copie') },
]

/** Under 50 %: a weak point; no points at stake (accuracy unknown): nothing to say. */
function topicState(row: TopicRow) {
  if (row.accuracy === null) return <span className="text-muted">—</span>
  return weak(row.accuracy) ? <Badge tone="danger">Point faible</Badge> : <Badge tone="success">Acquis</Badge>
}

const TOPIC_COLUMNS: DataColumn<TopicRow>[] = [
  { id: 'topic', header: 'Thème', rowHeader: true, card: 'title', cell: (row) => row.topic, sortValue: (row) => row.topic },
  { id: 'weak', header: 'État', card: 'aside', cell: topicState },
  { id: 'accuracy', header: 'Réussite', className: 'whitespace-nowrap tabular-nums', cell: (row) => accuracyText(row.accuracy), sortValue: (row) => row.accuracy },
  { id: 'copies', header: 'Copies notées', className: 'whitespace-nowrap', cell: (row) => plural(row.copies, 'copie') },
]

/** The results' query as the list kit reads its state (its rows are given apart). */
interface ResultsQuery {
  isPending: boolean
  isError: boolean
  isFetching: boolean
  isRefetching: boolean
  isPlaceholderData: boolean
  error: unknown
  refetch: () => unknown
}

/** The sections' and the topics' success rates, each a list of the kit (sortable). */
export function ResultBreakdown({ query, results }: { query: ResultsQuery; results: ExamResults }) {
  const sections = results.sections ?? []
  const topics = results.topics ?? []
  return (
    <>
      {sections.length > 1 ? (
        <DataList
          query={{ ...query, data: sections }}
          columns={SECTION_COLUMNS}
          rowKey={(row) => row.position}
          rowName={(row) => row.title}
          heading="Réussite par section"
          label="Réussite par section"
          caption="Réussite par section"
          loadingLabel="Chargement des sections…"
          errorTitle="Erreur lors du chargement des sections."
          empty={<EmptyState Icon={Layers} title="Aucune section" />}
        />
      ) : null}
      {topics.length > 0 ? (
        <DataList
          query={{ ...query, data: topics }}
          columns={TOPIC_COLUMNS}
          rowKey={(row) => row.topic}
          rowName={(row) => row.topic}
          heading="Réussite par thème"
          label="Réussite par thème"
          caption={'Réussite par thème (sous 50\u00a0%, un point faible)'}
          loadingLabel="Chargement des thèmes…"
          errorTitle="Erreur lors du chargement des thèmes."
          empty={<EmptyState Icon={Tags} title="Aucun thème" />}
        />
      ) : null}
    </>
  )
}
