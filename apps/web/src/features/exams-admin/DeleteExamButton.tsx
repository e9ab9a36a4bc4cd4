import { useNavigate } from '@tanstack/react-router'
import type { AdminExam } from '@tutorat/contracts'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { errorText } from '../../lib/error-message.ts'
import { Button } from '../../ui/Button.tsx'
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx'
import { plural } from '../courses/format.ts'
import { DELETE_ERROR, useDeleteExam } from './use-exams.ts'

interface DeleteExamButtonProps {
  exam: AdminExam
  /** called before the page is left, so the unsaved-changes warning does not stop it */
  onDeleted: () => void
}

/** « Supprimer »: refused (409) once students have copies, which they keep: unpublishing hides it instead. */
export function DeleteExamButton({ exam, onDeleted }: DeleteExamButtonProps) {
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const remove = useDeleteExam(() => {
    onDeleted()
    setOpen(false)
    void navigate({ to: '/admin/exams' })
  })
  return (
    <>
      <Button variant="secondary" className="border-red-200 text-red-800 hover:bg-red-50" onClick={() => setOpen(true)}>
        <Trash2 className="size-4" aria-hidden="true" />
        Supprimer
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => {
          if (!next) remove.reset()
          setOpen(next)
        }}
        title="Supprimer ce concours ?"
        description={
          <>
            <p>« {exam.title} » disparaît définitivement, questions comprises.</p>
            {exam.attempt_count > 0 ? (
              <p>
                Il a déjà {plural(exam.attempt_count, 'copie')} : la suppression sera refusée pour que les étudiants gardent leurs résultats. Dépubliez-le plutôt
                pour le retirer de leur liste.
              </p>
            ) : null}
          </>
        }
        confirmLabel="Supprimer le concours"
        pending={remove.isPending}
        error={remove.error ? errorText(remove.error, DELETE_ERROR) : undefined}
        onConfirm={() => remove.mutate({ id: exam.id })}
      />
    </>
  )
}
