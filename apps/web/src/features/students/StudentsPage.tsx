import { Link } from '@tanstack/react-router'
import type { RouterOutputs } from '@tutorat/api'
import { LIMITS, STUDENT_MESSAGES } from '@tutorat/contracts'
import { Eye, FileUp, MonitorSmartphone, Pencil, Search, Trash2, UserPlus, Users, X } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { cn } from '../../lib/cn.ts'
import { formatDate } from '../../lib/dates.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { DevicesDialog } from './DevicesDialog.tsx'
import { InviteLinkBox } from './InviteLinkBox.tsx'
import { rememberInviteLink, useRememberedInviteLink } from './invite-link.ts'
import { studentDeleteError } from './student-errors.ts'
import { useDebouncedValue } from './use-debounced-value.ts'

export type StudentRow = RouterOutputs['students']['list'][number]

const PAGE_SIZE = LIMITS.listDefaultLimit

export const phoneText = (student: StudentRow) => student.phone || '-'
export const levelText = (student: StudentRow) => student.level || 'Non défini'

export function StudentsPage() {
  useDocumentTitle('Étudiants')
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(0)
  const query = useDebouncedValue(search.trim())
  const students = trpc.students.list.useQuery(
    { ...(query ? { search: query } : {}), limit: PAGE_SIZE, offset: page * PAGE_SIZE },
    { placeholderData: (previous) => previous },
  )
  const [deleting, setDeleting] = useState<StudentRow | null>(null)
  const [devicesOf, setDevicesOf] = useState<StudentRow | null>(null)

  return (
    <div className="space-y-6">
      <PageHeader
        title="Étudiants"
        description="Vos étudiants, leurs coordonnées et leurs appareils connectés."
        actions={
          <>
            <Link to="/admin/students/invite" className={buttonClasses('primary')}>
              <UserPlus className="size-4" aria-hidden="true" />
              Inviter un étudiant
            </Link>
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

      <div className="relative max-w-md">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />
        <input
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value)
            setPage(0)
          }}
          aria-label="Rechercher un étudiant (nom ou email)"
          placeholder="Rechercher par nom ou email"
          className="h-11 w-full rounded-control border border-slate-500 bg-white pr-3 pl-10 text-base text-ink placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:shadow-focus focus-visible:outline-none"
        />
      </div>

      {students.isPending ? (
        <div className="space-y-3" aria-busy="true">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-16 w-full" />
          ))}
        </div>
      ) : students.isError ? (
        <ErrorState title={STUDENT_MESSAGES.loadError} onRetry={() => void students.refetch()} retrying={students.isFetching} />
      ) : students.data.length === 0 && page === 0 ? (
        query ? (
          <EmptyState Icon={Search} title="Aucun étudiant trouvé">
            Aucun étudiant ne correspond à « {query} ».
          </EmptyState>
        ) : (
          <EmptyState
            Icon={Users}
            title="Aucun étudiant pour le moment"
            action={
              <Link to="/admin/students/invite" className={buttonClasses('primary')}>
                <UserPlus className="size-4" aria-hidden="true" />
                Inviter un étudiant
              </Link>
            }
          >
            Invitez un étudiant à l’un de vos cours : il recevra un lien pour choisir son mot de passe.
          </EmptyState>
        )
      ) : (
        <>
          <StudentsTable students={students.data} onDelete={setDeleting} onDevices={setDevicesOf} />
          <StudentCards students={students.data} onDelete={setDeleting} onDevices={setDevicesOf} />
          {page > 0 || students.data.length === PAGE_SIZE ? (
            <nav aria-label="Pages" className="flex items-center justify-between gap-2">
              <Button variant="secondary" disabled={page === 0} onClick={() => setPage((value) => value - 1)}>
                Page précédente
              </Button>
              <span className="text-sm text-muted">Page {page + 1}</span>
              <Button variant="secondary" disabled={students.data.length < PAGE_SIZE} onClick={() => setPage((value) => value + 1)}>
                Page suivante
              </Button>
            </nav>
          ) : null}
        </>
      )}

      <DeleteStudentDialog student={deleting} onClose={() => setDeleting(null)} />
      <DevicesDialog student={devicesOf} onClose={() => setDevicesOf(null)} />
    </div>
  )
}

interface RowActionsProps {
  onDelete: (student: StudentRow) => void
  onDevices: (student: StudentRow) => void
}

/**
 * In the table: three icon buttons (named for screen readers, titled for the mouse). On a card: three
 * labelled tiles. A student the admin does not control (DESIGN §4) opens read-only; devices and
 * delete are disabled, with the reason.
 */
function Actions({ student, onDelete, onDevices, layout }: RowActionsProps & { student: StudentRow; layout: 'icons' | 'tiles' }) {
  const tile = layout === 'tiles'
  const classes = (danger = false) =>
    tile
      ? cn(buttonClasses('secondary', 'sm', 'min-h-14 flex-col gap-1 px-1 text-xs disabled:opacity-50'), danger && DANGER)
      : cn(buttonClasses('secondary', 'icon', 'size-10 disabled:opacity-50'), danger && DANGER)
  const readOnly = !student.can_control
  const reason = student.control_note ?? undefined
  const OpenIcon = readOnly ? Eye : Pencil
  const openLabel = readOnly ? 'Voir' : 'Modifier'
  return (
    <div className="space-y-2">
      <div className={tile ? 'grid grid-cols-3 gap-2' : 'flex justify-end gap-1.5'}>
        <Link
          to="/admin/students/$id/edit"
          params={{ id: String(student.id) }}
          className={classes()}
          aria-label={`${openLabel} ${student.name}`}
          title={tile ? undefined : openLabel}
        >
          <OpenIcon className="size-4" aria-hidden="true" />
          {tile ? openLabel : null}
        </Link>
        <button
          type="button"
          className={classes()}
          disabled={readOnly}
          onClick={() => onDevices(student)}
          aria-label={`Appareils de ${student.name}`}
          title={readOnly ? reason : tile ? undefined : 'Appareils connectés'}
        >
          <MonitorSmartphone className="size-4" aria-hidden="true" />
          {tile ? 'Appareils' : null}
        </button>
        <button
          type="button"
          className={classes(true)}
          disabled={readOnly}
          onClick={() => onDelete(student)}
          aria-label={`Supprimer ${student.name}`}
          title={readOnly ? reason : tile ? undefined : 'Supprimer'}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          {tile ? 'Supprimer' : null}
        </button>
      </div>
      {readOnly && tile ? <p className="text-xs text-muted">{reason}</p> : null}
    </div>
  )
}

const DANGER = 'border-red-200 text-red-700 hover:bg-red-50'

function StudentsTable({ students, ...actions }: RowActionsProps & { students: StudentRow[] }) {
  return (
    <Card className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Liste des étudiants</caption>
        <thead className="border-b border-line bg-slate-50 text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">Nom</th>
            <th scope="col" className="px-4 py-3 font-semibold">Email</th>
            <th scope="col" className="px-4 py-3 font-semibold">Téléphone</th>
            <th scope="col" className="px-4 py-3 font-semibold">Niveau</th>
            <th scope="col" className="px-4 py-3 font-semibold">Inscription</th>
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {students.map((student) => (
            <tr key={student.id} className="align-middle hover:bg-slate-50/60">
              <th scope="row" className="px-4 py-3 font-semibold text-ink">
                {student.name}
              </th>
              <td className="px-4 py-3 break-words text-muted">{student.email}</td>
              <td className="px-4 py-3 whitespace-nowrap">{phoneText(student)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{levelText(student)}</td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(student.created_at)}</td>
              <td className="px-4 py-3">
                <Actions student={student} layout="icons" {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  )
}

/** Phones: one card per student instead of a table too wide to read. */
function StudentCards({ students, ...actions }: RowActionsProps & { students: StudentRow[] }) {
  return (
    <ul className="space-y-3 md:hidden" aria-label="Liste des étudiants">
      {students.map((student) => (
        <li key={student.id}>
          <Card className="space-y-3 p-4">
            <div>
              <p className="font-bold text-ink">{student.name}</p>
              <p className="text-sm break-all text-muted">{student.email}</p>
            </div>
            <dl className="grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-xs text-muted">Téléphone</dt>
                <dd>{phoneText(student)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Niveau</dt>
                <dd>{levelText(student)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Inscription</dt>
                <dd>{formatDate(student.created_at)}</dd>
              </div>
            </dl>
            <Actions student={student} layout="tiles" {...actions} />
          </Card>
        </li>
      ))}
    </ul>
  )
}

function DeleteStudentDialog({ student, onClose }: { student: StudentRow | null; onClose: () => void }) {
  const utils = trpc.useUtils()
  const remove = trpc.students.delete.useMutation({
    onSuccess: async ({ message }) => {
      toast.success(message)
      close()
      await Promise.all([utils.students.list.invalidate(), utils.accesses.list.invalidate()])
    },
  })
  const close = () => {
    remove.reset()
    onClose()
  }
  return (
    <ConfirmDialog
      open={student !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Supprimer cet étudiant ?"
      description={
        student ? (
          <>
            <p>
              <strong className="text-ink">{student.name}</strong> ({student.email}) sera supprimé, avec ses accès et sa progression.
            </p>
            <p>Cette action est irréversible.</p>
          </>
        ) : null
      }
      confirmLabel="Supprimer"
      pending={remove.isPending}
      error={remove.error ? studentDeleteError(remove.error) : undefined}
      onConfirm={() => student && remove.mutate({ id: student.id })}
    />
  )
}

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
