import { zodResolver } from '@hookform/resolvers/zod'
import type { AdminExamDetail } from '@tutorat/contracts'
import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { errorText } from '../../lib/error-message.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { SettingsFields } from './SettingsFields.tsx'
import { applySettingsErrors, type SettingsDraft, settingsDraftOf, settingsFieldErrors, settingsSchema, updateInput } from './settings-form.ts'
import { SAVE_ERROR, useUpdateExam } from './use-exams.ts'

interface SettingsSectionProps {
  exam: AdminExamDetail
  onDirtyChange: (dirty: boolean) => void
}

/** The exam's settings in the editor (`exams.update`); the server checks the merged exam again. */
export function SettingsSection({ exam, onDirtyChange }: SettingsSectionProps) {
  const form = useForm<SettingsDraft>({ resolver: zodResolver(settingsSchema), defaultValues: settingsDraftOf(exam) })
  const update = useUpdateExam((saved) => form.reset(settingsDraftOf(saved)))
  const onSubmit = form.handleSubmit((draft) => update.mutate(updateInput(exam.id, draft), { onError: (error) => applySettingsErrors(form, error) }))
  const fieldLevel = settingsFieldErrors(update.error).length > 0
  const dirty = form.formState.isDirty
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange])
  const course = exam.course_id === null ? null : { id: exam.course_id, title: exam.course_title ?? `Cours n° ${exam.course_id}` }

  return (
    <Card className="p-5 sm:p-6">
      <form onSubmit={onSubmit} noValidate aria-labelledby="settings-heading" className="space-y-4">
        <h2 id="settings-heading" className="text-xl font-bold text-brand-950">
          Réglages
        </h2>
        {update.error && !fieldLevel ? <Alert tone="error">{errorText(update.error, SAVE_ERROR)}</Alert> : null}
        <SettingsFields form={form} course={course} />
        <div className="flex justify-end">
          <Button type="submit" loading={update.isPending}>
            Enregistrer les réglages
          </Button>
        </div>
      </form>
    </Card>
  )
}
