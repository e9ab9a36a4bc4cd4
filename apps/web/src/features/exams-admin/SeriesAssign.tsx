import type { AdminExamDetail } from '@tutorat/contracts'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { errorText } from '../../lib/error-message.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { Select } from '../../ui/Select.tsx'
import { useUpdateExam } from './use-exams.ts'
import { useSeriesList } from './use-series.ts'

/** DESIGN §19: the series the concours belongs to (its students read their standing over it). */
export function SeriesAssign({ exam }: { exam: AdminExamDetail }) {
  // the series are asked for once wanted (most concours belong to none): a phone on prepaid data is spared the call
  const [open, setOpen] = useState(Boolean(exam.series_id))
  return (
    <Card className="space-y-3 p-5 sm:p-6">
      <h2 className="text-xl font-bold text-brand-950">Série</h2>
      {open ? (
        <SeriesChoice exam={exam} />
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Rattacher à une série
        </Button>
      )}
    </Card>
  )
}

function SeriesChoice({ exam }: { exam: AdminExamDetail }) {
  const list = useSeriesList()
  const [value, setValue] = useState(exam.series_id ? String(exam.series_id) : '')
  const update = useUpdateExam((saved) => setValue(saved.series_id ? String(saved.series_id) : ''))
  const changed = value !== (exam.series_id ? String(exam.series_id) : '')
  return (
    <>
      {update.error ? <Alert tone="error">{errorText(update.error, 'Erreur lors du rattachement à la série')}</Alert> : null}
      <div className="flex flex-wrap items-end gap-3">
        <Select label="Série de concours" className="min-w-0 flex-1" value={value} onChange={(event) => setValue(event.target.value)}>
          <option value="">Aucune série</option>
          {(list.data ?? []).map((series) => (
            <option key={series.id} value={series.id}>
              {series.title}
            </option>
          ))}
        </Select>
        <Button disabled={!changed} loading={update.isPending} onClick={() => update.mutate({ id: exam.id, series_id: value ? Number(value) : null })}>
          Enregistrer
        </Button>
      </div>
      <Link to="/admin/exams/series" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline">
        Gérer les séries et leurs classements
      </Link>
    </>
  )
}
