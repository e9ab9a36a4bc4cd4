import { TESTIMONIAL_MESSAGES } from '@tutorat/contracts'
import { CalendarDays, Pencil, Power, PowerOff, Sparkles, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { cn } from '../../lib/cn.ts'
import { formatDate } from '../../lib/dates.ts'
import { trpc } from '../../lib/trpc.ts'
import { Badge } from '../../ui/Badge.tsx'
import { Card } from '../../ui/Card.tsx'
import { Skeleton } from '../../ui/Skeleton.tsx'
import { Spinner } from '../../ui/Spinner.tsx'
import { errorMessage, errorText } from '../courses/feedback.ts'
import { useLeaveOnRefusal } from '../admins/super-admin.ts'
import { Stars } from './Stars.tsx'
import { type TestimonialEdit, TestimonialEditForm } from './TestimonialEditForm.tsx'
import type { AdminTestimonial } from './types.ts'
import { useRefreshTestimonials } from './use-testimonial-list.ts'

interface TestimonialCardProps {
  testimonial: AdminTestimonial
  onDelete: (testimonial: AdminTestimonial) => void
}

const SAVE_ERROR = 'Erreur lors de la modification du témoignage'
const STATUS_ERROR = 'Erreur lors de la modification du statut'

/** Three actions side by side even on a 375 px phone: icon over a short label. */
const tileClasses = (tone: 'default' | 'danger' = 'default') =>
  cn(
    'flex min-h-14 cursor-pointer flex-col items-center justify-center gap-1 rounded-control border bg-white px-1 py-2 text-xs font-semibold transition-colors',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-wait disabled:opacity-60',
    tone === 'danger' ? 'border-red-200 text-red-700 hover:bg-red-50' : 'border-brand-200 text-brand-900 hover:bg-brand-50',
  )

export function TestimonialCard({ testimonial, onDelete }: TestimonialCardProps) {
  const [editing, setEditing] = useState(false)
  const refresh = useRefreshTestimonials()
  const leave = useLeaveOnRefusal()
  const onError = (fallback: string) => (error: unknown) => {
    if (!leave(error)) toast.error(errorText(error, fallback))
  }

  const update = trpc.testimonials.update.useMutation({
    onSuccess: async (_saved, input) => {
      await refresh()
      if (input.is_featured === undefined) {
        toast.success(TESTIMONIAL_MESSAGES.updated)
        setEditing(false)
      } else {
        toast.success(input.is_featured ? 'Témoignage mis en avant sur la page d’accueil.' : 'Témoignage retiré de la mise en avant.')
      }
    },
    onError: (error, input) => {
      if (leave(error)) return
      // an edit shows its error inside the form; a feature switch in a toast
      if (input.is_featured !== undefined) toast.error(errorText(error, SAVE_ERROR))
    },
  })
  const toggle = trpc.testimonials.toggle.useMutation({
    onSuccess: async () => {
      await refresh()
      toast.success(TESTIMONIAL_MESSAGES.statusChanged)
    },
    onError: onError(STATUS_ERROR),
  })

  const { id, nom, ecole, comment, rating, is_active, is_featured, created_at } = testimonial
  const nameId = `testimonial-${id}-name`
  const featuring = update.isPending && update.variables.is_featured !== undefined
  const editError = update.error && update.variables?.is_featured === undefined ? errorMessage(update.error, SAVE_ERROR) : undefined

  function save(changes: Partial<TestimonialEdit>) {
    if (Object.keys(changes).length === 0) {
      toast.info('Aucune modification à enregistrer.')
      return setEditing(false)
    }
    update.mutate({ id, ...changes })
  }

  return (
    <Card className={cn('h-full', !is_active && 'bg-slate-50')}>
      <article aria-labelledby={nameId} className="flex h-full flex-col">
        <header className="flex items-start justify-between gap-3 px-4 pt-4">
          <div className="min-w-0">
            <h2 id={nameId} className="truncate text-base font-bold text-brand-950">
              {nom}
            </h2>
            <p className="truncate text-sm text-muted">{ecole}</p>
            {testimonial.formation_title ? <p className="text-xs font-semibold break-words text-brand-800">Formation : {testimonial.formation_title}</p> : null}
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1">
            {is_active ? <Badge tone="success">Actif</Badge> : <Badge tone="neutral">Inactif</Badge>}
            {is_featured ? (
              <Badge tone="accent">
                <Sparkles className="size-3.5" aria-hidden="true" />
                Mis en avant
              </Badge>
            ) : null}
          </div>
        </header>

        {editing ? (
          <TestimonialEditForm
            testimonial={testimonial}
            saving={update.isPending && !featuring}
            error={editError}
            onSave={save}
            onCancel={() => {
              update.reset()
              setEditing(false)
            }}
          />
        ) : (
          <>
            <div className="flex flex-1 flex-col gap-3 p-4">
              <Stars rating={rating} />
              <blockquote className="text-sm leading-relaxed whitespace-pre-line text-ink">« {comment} »</blockquote>
              <p className="mt-auto flex items-center gap-1.5 text-xs text-muted">
                <CalendarDays className="size-3.5" aria-hidden="true" />
                <span>
                  Reçu le <time dateTime={created_at}>{formatDate(created_at)}</time>
                </span>
              </p>
            </div>
            <div className="grid grid-cols-4 gap-2 border-t border-line p-3">
              <button type="button" className={tileClasses()} aria-label={`Modifier le témoignage de ${nom}`} onClick={() => setEditing(true)}>
                <Pencil className="size-4" aria-hidden="true" />
                Modifier
              </button>
              <button
                type="button"
                className={tileClasses()}
                aria-label={`${is_active ? 'Désactiver' : 'Activer'} le témoignage de ${nom}`}
                disabled={toggle.isPending}
                onClick={() => toggle.mutate({ id })}
              >
                {toggle.isPending ? <Spinner size="sm" label={null} /> : is_active ? <PowerOff className="size-4" aria-hidden="true" /> : <Power className="size-4" aria-hidden="true" />}
                {is_active ? 'Désactiver' : 'Activer'}
              </button>
              <button
                type="button"
                className={tileClasses()}
                aria-label={`Mettre en avant le témoignage de ${nom}`}
                aria-pressed={is_featured}
                disabled={featuring}
                onClick={() => update.mutate({ id, is_featured: !is_featured })}
              >
                {featuring ? <Spinner size="sm" label={null} /> : <Sparkles className={cn('size-4', is_featured && 'fill-accent-400')} aria-hidden="true" />}
                En avant
              </button>
              <button type="button" className={tileClasses('danger')} aria-label={`Supprimer le témoignage de ${nom}`} onClick={() => onDelete(testimonial)}>
                <Trash2 className="size-4" aria-hidden="true" />
                Supprimer
              </button>
            </div>
          </>
        )}
      </article>
    </Card>
  )
}

export function TestimonialCardSkeleton() {
  return (
    <Card className="space-y-3 p-4" data-testid="testimonial-skeleton">
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-4 w-1/3" />
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-10 w-full" />
    </Card>
  )
}
