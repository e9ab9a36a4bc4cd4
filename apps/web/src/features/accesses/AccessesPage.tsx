import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import type { RouterOutputs } from '@tutorat/api'
import { ACCESS_MESSAGES, LIMITS } from '@tutorat/contracts'
import { KeyRound, Plus } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { serverMessage } from '../../lib/error-message.ts'
import { errorStatus, trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Badge } from '../../ui/Badge.tsx'
import { buttonClasses } from '../../ui/Button.tsx'
import { type DataColumn, DataList, editLinkAction } from '../../ui/DataList.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { Select } from '../../ui/Select.tsx'
import { ACCESS_TYPE_SHORT, expiryLabel } from './access-types.ts'
import { useCourseOptions } from './use-course-options.ts'
import { EmailText } from '../../ui/EmailText.tsx'

export type AccessRow = RouterOutputs['accesses']['list'][number]

const route = getRouteApi('/admin/accesses')
const PAGE_SIZE = LIMITS.listDefaultLimit

export function AccessesPage() {
  useDocumentTitle('Accès')
  const { course_id: courseId } = route.useSearch()
  const navigate = useNavigate()
  const utils = trpc.useUtils()
  const courses = useCourseOptions()
  const [page, setPage] = useState(0)
  const accesses = trpc.accesses.list.useQuery(
    { ...(courseId ? { course_id: courseId } : {}), limit: PAGE_SIZE, offset: page * PAGE_SIZE },
    { placeholderData: (previous) => previous },
  )

  return (
    <div className="space-y-6">
      <PageHeader title="Accès" description="Qui peut regarder quel cours, et jusqu’à quand." actions={<GrantLink courseId={courseId} />} />

      <Select
        label="Filtrer par cours"
        className="max-w-sm"
        value={courseId ?? ''}
        onChange={(event) => {
          setPage(0)
          const value = Number(event.target.value)
          void navigate({ to: '/admin/accesses', search: value > 0 ? { course_id: value } : {}, replace: true })
        }}
      >
        <option value="">Tous les cours</option>
        {courses.data?.map((course) => (
          <option key={course.id} value={course.id}>
            {course.title}
          </option>
        ))}
      </Select>

      <DataList
        query={accesses}
        columns={COLUMNS}
        rowName={who}
        actions={[
          editLinkAction<AccessRow>(
            (access, props) => <Link to="/admin/accesses/$id/edit" params={{ id: String(access.id) }} {...props} />,
            (access) => `Modifier ${who(access)}`,
          ),
        ]}
        remove={{
          ariaLabel: (access) => `Supprimer ${who(access)}`,
          title: 'Supprimer cet accès ?',
          description: (access) => (
            <p>
              <strong className="text-ink">{access.student_name}</strong> ne pourra plus regarder <strong className="text-ink">« {access.course_title} »</strong>.
              Sa progression est conservée si l’accès est accordé de nouveau.
            </p>
          ),
          confirmLabel: 'Supprimer',
          run: (access) => utils.client.accesses.delete.mutate({ id: access.id }),
          onDeleted: async ({ message }) => {
            toast.success(message)
            await utils.accesses.list.invalidate()
          },
          errorText: (error) => (errorStatus(error) === 404 ? ACCESS_MESSAGES.notFound : serverMessage(error, ACCESS_MESSAGES.genericError)),
        }}
        pages={{ page, size: PAGE_SIZE, onPage: setPage }}
        label="Accès"
        caption="Liste des accès"
        loadingLabel="Chargement des accès…"
        errorTitle={ACCESS_MESSAGES.loadError}
        empty={
          <EmptyState Icon={KeyRound} title={courseId ? 'Aucun accès à ce cours' : 'Aucun accès accordé pour le moment'} action={<GrantLink courseId={courseId} />}>
            Accordez à un étudiant l’accès à l’un de vos cours, ou invitez-le depuis la page Étudiants.
          </EmptyState>
        }
      />
    </div>
  )
}

function GrantLink({ courseId }: { courseId: number | undefined }) {
  return (
    <Link to="/admin/accesses/new" search={courseId ? { course_id: courseId } : {}} className={buttonClasses('primary')}>
      <Plus className="size-4" aria-hidden="true" />
      Accorder un accès
    </Link>
  )
}

const who = (access: AccessRow) => `l’accès de ${access.student_name} à ${access.course_title}`

function Expiry({ access }: { access: AccessRow }) {
  const { text, expired } = expiryLabel(access.expires_at)
  return expired ? <span className="font-medium text-red-700">Expiré le {text}</span> : <span>{text}</span>
}

function TypeText({ access }: { access: AccessRow }) {
  return (
    <span>
      {ACCESS_TYPE_SHORT[access.access_type]}
      {access.access_type === 'partial' && access.modules.length > 0 ? (
        <span className="block text-xs text-muted">{access.modules.join(', ')}</span>
      ) : null}
    </span>
  )
}

const COLUMNS: DataColumn<AccessRow>[] = [
  {
    id: 'student',
    header: 'Étudiant',
    rowHeader: true,
    cell: (access) => (
      <>
        <span className="block font-semibold text-ink">{access.student_name}</span>
        <span className="block text-muted" title={access.student_email}>
          <EmailText email={access.student_email} />
        </span>
      </>
    ),
    cardCell: (access) => access.student_name,
  },
  { id: 'email', header: 'Email', card: 'body', tableHidden: true, cell: (access) => access.student_email },
  { id: 'course', header: 'Cours', cell: (access) => access.course_title },
  { id: 'type', header: 'Type', cell: (access) => <TypeText access={access} /> },
  { id: 'expiry', header: 'Expiration', className: 'whitespace-nowrap', cell: (access) => <Expiry access={access} /> },
  {
    id: 'status',
    header: 'Statut',
    card: 'aside',
    cell: (access) => (access.is_active ? <Badge tone="success">{ACCESS_MESSAGES.active}</Badge> : <Badge>{ACCESS_MESSAGES.inactive}</Badge>),
  },
]
