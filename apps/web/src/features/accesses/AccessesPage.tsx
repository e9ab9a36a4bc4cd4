import { getRouteApi, Link, useNavigate } from '@tanstack/react-router'
import type { RouterOutputs } from '@tutorat/api'
import { ACCESS_MESSAGES, LIMITS } from '@tutorat/contracts'
import { KeyRound, Pencil, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { cn } from '../../lib/cn.ts'
import { serverMessage } from '../../lib/error-message.ts'
import { errorStatus, trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Badge } from '../../ui/Badge.tsx'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'
import { EmptyState } from '../../ui/EmptyState.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { PageHeader } from '../../ui/PageHeader.tsx'
import { Select } from '../../ui/Select.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { ACCESS_TYPE_SHORT, expiryLabel } from './access-types.ts'
import { useCourseOptions } from './use-course-options.ts'

export type AccessRow = RouterOutputs['accesses']['list'][number]

const route = getRouteApi('/admin/accesses')
const PAGE_SIZE = LIMITS.listDefaultLimit

export function AccessesPage() {
  useDocumentTitle('Accès')
  const { course_id: courseId } = route.useSearch()
  const navigate = useNavigate()
  const courses = useCourseOptions()
  const [page, setPage] = useState(0)
  const accesses = trpc.accesses.list.useQuery(
    { ...(courseId ? { course_id: courseId } : {}), limit: PAGE_SIZE, offset: page * PAGE_SIZE },
    { placeholderData: (previous) => previous },
  )
  const [deleting, setDeleting] = useState<AccessRow | null>(null)

  return (
    <div className="space-y-6">
      <PageHeader
        title="Accès"
        description="Qui peut regarder quel cours, et jusqu’à quand."
        actions={
          <Link to="/admin/accesses/new" search={courseId ? { course_id: courseId } : {}} className={buttonClasses('primary')}>
            <Plus className="size-4" aria-hidden="true" />
            Accorder un accès
          </Link>
        }
      />

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

      {accesses.isPending ? (
        <div className="space-y-3" aria-busy="true">
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-16 w-full" />
          ))}
        </div>
      ) : accesses.isError ? (
        <ErrorState title={ACCESS_MESSAGES.loadError} onRetry={() => void accesses.refetch()} retrying={accesses.isFetching} />
      ) : accesses.data.length === 0 && page === 0 ? (
        <EmptyState
          Icon={KeyRound}
          title={courseId ? 'Aucun accès à ce cours' : 'Aucun accès accordé pour le moment'}
          action={
            <Link to="/admin/accesses/new" search={courseId ? { course_id: courseId } : {}} className={buttonClasses('primary')}>
              <Plus className="size-4" aria-hidden="true" />
              Accorder un accès
            </Link>
          }
        >
          Accordez à un étudiant l’accès à l’un de vos cours, ou invitez-le depuis la page Étudiants.
        </EmptyState>
      ) : (
        <>
          <AccessesTable accesses={accesses.data} onDelete={setDeleting} />
          <AccessCards accesses={accesses.data} onDelete={setDeleting} />
          {page > 0 || accesses.data.length === PAGE_SIZE ? (
            <nav aria-label="Pages" className="flex items-center justify-between gap-2">
              <Button variant="secondary" disabled={page === 0} onClick={() => setPage((value) => value - 1)}>
                Page précédente
              </Button>
              <span className="text-sm text-muted">Page {page + 1}</span>
              <Button variant="secondary" disabled={accesses.data.length < PAGE_SIZE} onClick={() => setPage((value) => value + 1)}>
                Page suivante
              </Button>
            </nav>
          ) : null}
        </>
      )}

      <DeleteAccessDialog access={deleting} onClose={() => setDeleting(null)} />
    </div>
  )
}

function StatusBadge({ access }: { access: AccessRow }) {
  return access.is_active ? <Badge tone="success">{ACCESS_MESSAGES.active}</Badge> : <Badge>{ACCESS_MESSAGES.inactive}</Badge>
}

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

const DANGER = 'border-red-200 text-red-700 hover:bg-red-50'

/** Icon buttons in the table (named for screen readers, titled for the mouse), labelled buttons on a card. */
function Actions({ access, onDelete, layout }: { access: AccessRow; onDelete: (access: AccessRow) => void; layout: 'icons' | 'buttons' }) {
  const who = `l’accès de ${access.student_name} à ${access.course_title}`
  const icons = layout === 'icons'
  const classes = (danger = false) => cn(icons ? buttonClasses('secondary', 'icon', 'size-10') : buttonClasses('secondary', 'sm'), danger && DANGER)
  return (
    <div className={icons ? 'flex justify-end gap-1.5' : 'grid grid-cols-2 gap-2'}>
      <Link
        to="/admin/accesses/$id/edit"
        params={{ id: String(access.id) }}
        className={classes()}
        aria-label={`Modifier ${who}`}
        title={icons ? 'Modifier' : undefined}
      >
        <Pencil className="size-4" aria-hidden="true" />
        {icons ? null : 'Modifier'}
      </Link>
      <button type="button" className={classes(true)} onClick={() => onDelete(access)} aria-label={`Supprimer ${who}`} title={icons ? 'Supprimer' : undefined}>
        <Trash2 className="size-4" aria-hidden="true" />
        {icons ? null : 'Supprimer'}
      </button>
    </div>
  )
}

function AccessesTable({ accesses, onDelete }: { accesses: AccessRow[]; onDelete: (access: AccessRow) => void }) {
  return (
    <Card className="hidden overflow-x-auto md:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Liste des accès</caption>
        <thead className="border-b border-line bg-slate-50 text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">Étudiant</th>
            <th scope="col" className="px-4 py-3 font-semibold">Cours</th>
            <th scope="col" className="px-4 py-3 font-semibold">Type</th>
            <th scope="col" className="px-4 py-3 font-semibold">Expiration</th>
            <th scope="col" className="px-4 py-3 font-semibold">Statut</th>
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {accesses.map((access) => (
            <tr key={access.id} className="align-middle hover:bg-slate-50/60">
              <th scope="row" className="px-4 py-3 font-normal">
                <span className="block font-semibold text-ink">{access.student_name}</span>
                <span className="block break-words text-muted">{access.student_email}</span>
              </th>
              <td className="px-4 py-3">{access.course_title}</td>
              <td className="px-4 py-3">
                <TypeText access={access} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <Expiry access={access} />
              </td>
              <td className="px-4 py-3">
                <StatusBadge access={access} />
              </td>
              <td className="px-4 py-3">
                <Actions access={access} onDelete={onDelete} layout="icons" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  )
}

function AccessCards({ accesses, onDelete }: { accesses: AccessRow[]; onDelete: (access: AccessRow) => void }) {
  return (
    <ul className="space-y-3 md:hidden" aria-label="Liste des accès">
      {accesses.map((access) => (
        <li key={access.id}>
          <Card className="space-y-3 p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-bold text-ink">{access.student_name}</p>
                <p className="text-sm break-all text-muted">{access.student_email}</p>
              </div>
              <StatusBadge access={access} />
            </div>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <div className="col-span-2">
                <dt className="text-xs text-muted">Cours</dt>
                <dd className="font-medium">{access.course_title}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Type</dt>
                <dd>
                  <TypeText access={access} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Expiration</dt>
                <dd>
                  <Expiry access={access} />
                </dd>
              </div>
            </dl>
            <Actions access={access} onDelete={onDelete} layout="buttons" />
          </Card>
        </li>
      ))}
    </ul>
  )
}

function DeleteAccessDialog({ access, onClose }: { access: AccessRow | null; onClose: () => void }) {
  const utils = trpc.useUtils()
  const remove = trpc.accesses.delete.useMutation({
    onSuccess: async ({ message }) => {
      toast.success(message)
      close()
      await utils.accesses.list.invalidate()
    },
  })
  const close = () => {
    remove.reset()
    onClose()
  }
  const failure = remove.error
    ? errorStatus(remove.error) === 404
      ? ACCESS_MESSAGES.notFound
      : serverMessage(remove.error, ACCESS_MESSAGES.genericError)
    : undefined
  return (
    <ConfirmDialog
      open={access !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Supprimer cet accès ?"
      description={
        access ? (
          <p>
            <strong className="text-ink">{access.student_name}</strong> ne pourra plus regarder <strong className="text-ink">« {access.course_title} »</strong>.
            Sa progression est conservée si l’accès est accordé de nouveau.
          </p>
        ) : null
      }
      confirmLabel="Supprimer"
      pending={remove.isPending}
      error={failure}
      onConfirm={() => access && remove.mutate({ id: access.id })}
    />
  )
}
