import { Link } from '@tanstack/react-router'
import type { RouterOutputs } from '@tutorat/api'
import { LIMITS, STUDENT_MESSAGES } from '@tutorat/contracts'
import { Eye, FileUp, History, MonitorSmartphone, Pencil, Search, UserPlus, Users, X } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { formatDate } from '../../lib/dates.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { type DataColumn, DataList, type RowAction } from '../../ui/DataList.tsx'
import { EmailText } from '../../ui/EmailText.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { SearchField } from '../../ui/SearchField.tsx'
import { DevicesDialog } from './DevicesDialog.tsx'
import { InviteLinkBox } from './InviteLinkBox.tsx'
import { rememberInviteLink, useRememberedInviteLink } from './invite-link.ts'
import { studentDeleteError } from './student-errors.ts'
import { useDebouncedValue } from './use-debounced-value.ts'
import { WatchHistoryDialog } from './WatchHistoryDialog.tsx'

export type StudentRow = RouterOutputs['students']['list'][number]

const PAGE_SIZE = LIMITS.listDefaultLimit

export function StudentsPage() {
  useDocumentTitle('Étudiants')
  const utils = trpc.useUtils()
  const [search, setSearch] = useState('')
  // keyset pages (DESIGN §20): page n starts after the last student of page n − 1, whatever was added since
  const [cursors, setCursors] = useState<number[]>([])
  const page = cursors.length
  const query = useDebouncedValue(search.trim())
  const students = trpc.students.list.useQuery(
    { ...(query ? { search: query } : {}), limit: PAGE_SIZE, offset: 0, ...(page > 0 ? { after: cursors[page - 1] } : {}) },
    { placeholderData: (previous) => previous },
  )
  const setPage = (next: number) => {
    const last = students.data?.at(-1)?.id
    setCursors((shown) => (next < shown.length ? shown.slice(0, next) : last ? [...shown, last] : shown))
  }
  const [devicesOf, setDevicesOf] = useState<StudentRow | null>(null)
  const [historyOf, setHistoryOf] = useState<StudentRow | null>(null)

  return (
    <div className="space-y-6">
      <PageHeader
        title="Étudiants"
        description="Vos étudiants, leurs coordonnées et leurs appareils connectés."
        actions={
          <>
            <InviteLink />
            <Link to="/admin/students/new" className={buttonClasses('secondary')}>
              Nouvel étudiant
            </Link>
            <Link to="/admin/students/import" className={buttonClasses('secondary')}>
              <FileUp className="size-4" aria-hidden="true" />
              Importer (CSV)
            </Link>
          </>
        }
      />

      <InviteLinkBanner />

      <SearchField
        id="student-search"
        label="Rechercher un étudiant (nom ou email)"
        placeholder="Rechercher par nom ou email"
        value={search}
        onChange={(value) => {
          setSearch(value)
          setCursors([])
        }}
        className="max-w-md"
      />

      <DataList
        query={students}
        columns={COLUMNS}
        rowName={(student) => student.name}
        actions={[openAction, devicesAction(setDevicesOf), historyAction(setHistoryOf)]}
        remove={{
          ariaLabel: (student) => `Supprimer ${student.name}`,
          unavailable: readOnlyReason,
          title: 'Supprimer cet étudiant ?',
          description: (student) => (
            <>
              <p>
                <strong className="text-ink">{student.name}</strong> ({student.email}) sera supprimé, avec ses accès et sa progression.
              </p>
              <p>Cette action est irréversible.</p>
            </>
          ),
          confirmLabel: 'Supprimer',
          run: (student) => utils.client.students.delete.mutate({ id: student.id }),
          onDeleted: async ({ message }) => {
            toast.success(message)
            await Promise.all([utils.students.list.invalidate(), utils.accesses.list.invalidate()])
          },
          errorText: studentDeleteError,
        }}
        pages={{ page, size: PAGE_SIZE, onPage: setPage }}
        label="Étudiants"
        caption="Liste des étudiants"
        loadingLabel="Chargement des étudiants…"
        errorTitle={STUDENT_MESSAGES.loadError}
        empty={
          query ? (
            <EmptyState Icon={Search} title="Aucun étudiant trouvé">
              Aucun étudiant ne correspond à « {query} ».
            </EmptyState>
          ) : (
            <EmptyState Icon={Users} title="Aucun étudiant pour le moment" action={<InviteLink />}>
              Invitez un étudiant à l’un de vos cours : il recevra un lien pour choisir son mot de passe.
            </EmptyState>
          )
        }
      />

      <DevicesDialog student={devicesOf} onClose={() => setDevicesOf(null)} />
      <WatchHistoryDialog student={historyOf} onClose={() => setHistoryOf(null)} />
    </div>
  )
}

function InviteLink() {
  return (
    <Link to="/admin/students/invite" className={buttonClasses('primary')}>
      <UserPlus className="size-4" aria-hidden="true" />
      Inviter un étudiant
    </Link>
  )
}

/** A student the admin does not control (DESIGN §4) opens read-only; devices and delete say why they are off. */
const readOnlyReason = (student: StudentRow) => (student.can_control ? null : student.control_note)
const openLabel = (student: StudentRow) => (student.can_control ? 'Modifier' : 'Voir')

const openAction: RowAction<StudentRow> = {
  id: 'open',
  label: openLabel,
  ariaLabel: (student) => `${openLabel(student)} ${student.name}`,
  Icon: (student: StudentRow) => (student.can_control ? Pencil : Eye),
  render: (student, props) => <Link to="/admin/students/$id/edit" params={{ id: String(student.id) }} {...props} />,
}

// visible to every admin who sees the student: the server keeps them to their own courses' videos
const historyAction = (onClick: (student: StudentRow) => void): RowAction<StudentRow> => ({
  id: 'history',
  label: 'Visionnage',
  ariaLabel: (student) => `Historique de visionnage de ${student.name}`,
  Icon: History,
  onClick,
})

const devicesAction = (onClick: (student: StudentRow) => void): RowAction<StudentRow> => ({
  id: 'devices',
  label: 'Appareils',
  ariaLabel: (student) => `Appareils de ${student.name}`,
  Icon: MonitorSmartphone,
  onClick,
  unavailable: readOnlyReason,
})

const COLUMNS: DataColumn<StudentRow>[] = [
  { id: 'name', header: 'Nom', rowHeader: true, cell: (student) => <span className="font-semibold text-ink">{student.name}</span> },
  {
    id: 'email',
    header: 'Email',
    card: 'body',
    className: 'text-muted',
    cell: (student) => (
      <span title={student.email}>
        <EmailText email={student.email} />
      </span>
    ),
  },
  { id: 'phone', header: 'Téléphone', className: 'whitespace-nowrap', cell: (student) => student.phone || '-' },
  { id: 'level', header: 'Niveau', className: 'whitespace-nowrap', cell: (student) => student.level || 'Non défini' },
  { id: 'created', header: 'Inscription', className: 'whitespace-nowrap', cell: (student) => formatDate(student.created_at) },
]

/** After an invite, the set-password link stays here until dismissed (the invite page redirects after 2 s). */
function InviteLinkBanner() {
  const link = useRememberedInviteLink()
  if (!link) return null
  return (
    <Card className="relative space-y-3 border-emerald-200 bg-emerald-50/60 p-4 sm:p-5">
      <p className="pr-10 font-semibold text-emerald-900">Invitation de {link.studentName} : envoyez-lui ce lien.</p>
      <InviteLinkBox url={link.url} whatsappUrl={link.whatsappUrl} />
      <button
        type="button"
        onClick={() => rememberInviteLink(null)}
        aria-label="Masquer le lien d’invitation"
        className={buttonClasses('ghost', 'icon', 'absolute top-1 right-1')}
      >
        <X className="size-5" aria-hidden="true" />
      </button>
    </Card>
  )
}
