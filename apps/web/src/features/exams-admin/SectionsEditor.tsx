import { type AdminExamDetail, EXAM_RULES } from '@tutorat/contracts'
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { errorText } from '../../lib/error-message.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { Select } from '../../ui/Select.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { ChosenQuestions } from './ChosenQuestions.tsx'
import { checkSections, emptySection, type SectionDraft, type SectionErrors, sectionsDraftOf, sectionsInputOf } from './sections-form.ts'
import { useSaveSections } from './use-exams.ts'

const SECTIONS_ERROR = 'Erreur lors de l’enregistrement des sections'
const DIFFICULTIES = ['1', '2', '3', '4', '5'] as const

interface SectionsEditorProps {
  exam: AdminExamDetail
  onDirtyChange: (dirty: boolean) => void
}

/** DESIGN §19: 1–6 sections taken in order, each with its time and its questions (chosen, or drawn from the bank). */
export function SectionsEditor({ exam, onDirtyChange }: SectionsEditorProps) {
  const [drafts, setDrafts] = useState(() => sectionsDraftOf(exam))
  const [dirty, setDirty] = useState(false)
  const [tried, setTried] = useState(false)
  const save = useSaveSections((saved) => {
    setDrafts(sectionsDraftOf(saved))
    setDirty(false)
    setTried(false)
  })
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange])
  const errors = checkSections(drafts)
  const taken = new Set(drafts.flatMap((draft) => (draft.source === 'chosen' ? draft.chosen.flatMap((question) => (question.bank_id === null ? [] : [question.bank_id])) : [])))
  const shown = tried ? errors : { sections: new Map<number, SectionErrors>() }
  const change = (next: SectionDraft[]) => {
    setDrafts(next)
    setDirty(true)
  }
  const update = (key: number, patch: Partial<SectionDraft>) => change(drafts.map((draft) => (draft.key === key ? { ...draft, ...patch } : draft)))
  const move = (index: number, by: -1 | 1) => {
    const next = [...drafts]
    const [moved] = next.splice(index, 1)
    if (moved) next.splice(index + by, 0, moved)
    change(next)
  }
  const submit = () => {
    setTried(true)
    if (errors.list || errors.sections.size > 0) return
    save.mutate(sectionsInputOf(exam.id, drafts))
  }

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby="sections-heading" className="space-y-4">
        <div className="space-y-1">
          <h2 id="sections-heading" className="text-xl font-bold text-brand-950">
            Sections
          </h2>
          <p className="text-sm text-muted">
            De 1 à {EXAM_RULES.maxSections} sections passées dans l’ordre, chacune avec son propre chronomètre : des questions choisies (du concours ou de la banque), ou un tirage au hasard dans la banque (figé pour chaque copie).
          </p>
        </div>
        {tried && errors.list ? <Alert tone="error">{errors.list}</Alert> : null}
        {save.error ? <Alert tone="error">{errorText(save.error, SECTIONS_ERROR)}</Alert> : null}
        <ol className="space-y-4">
          {drafts.map((draft, index) => (
            <li key={draft.key}>
              <SectionCard
                exam={exam}
                draft={draft}
                taken={taken}
                position={index + 1}
                count={drafts.length}
                errors={shown.sections.get(draft.key) ?? {}}
                onChange={(patch) => update(draft.key, patch)}
                onMove={(by) => move(index, by)}
                onRemove={() => change(drafts.filter((other) => other.key !== draft.key))}
              />
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap justify-between gap-3">
          <Button variant="secondary" disabled={drafts.length >= EXAM_RULES.maxSections} onClick={() => change([...drafts, emptySection(drafts.length + 1)])}>
            <Plus className="size-4" aria-hidden="true" />
            Ajouter une section
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            Enregistrer les sections
          </Button>
        </div>
      </section>
    </Card>
  )
}

interface SectionCardProps {
  exam: AdminExamDetail
  draft: SectionDraft
  taken: ReadonlySet<number>
  position: number
  count: number
  errors: SectionErrors
  onChange: (patch: Partial<SectionDraft>) => void
  onMove: (by: -1 | 1) => void
  onRemove: () => void
}

function SectionCard({ exam, draft, taken, position, count, errors, onChange, onMove, onRemove }: SectionCardProps) {
  const name = `la section ${position}`
  return (
    <fieldset className="min-w-0 space-y-4 rounded-card border border-line p-4">
      <legend className="px-1 font-bold text-brand-900">Section {position}</legend>
      <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
        <TextField label={`Titre de ${name}`} requirement="required" value={draft.title} error={errors.title} onChange={(event) => onChange({ title: event.target.value })} />
        <TextField
          label="Durée (minutes)"
          requirement="required"
          inputMode="numeric"
          value={draft.minutes}
          error={errors.minutes}
          onChange={(event) => onChange({ minutes: event.target.value })}
        />
      </div>
      <Select label={`Questions de ${name}`} value={draft.source} onChange={(event) => onChange({ source: event.target.value === 'draw' ? 'draw' : 'chosen' })}>
        <option value="chosen">Questions choisies</option>
        <option value="draw">Tirage au hasard dans la banque</option>
      </Select>
      {draft.source === 'chosen' ? <ChosenQuestions exam={exam} draft={draft} sectionName={name} taken={taken} error={errors.questions} onChange={onChange} /> : <DrawFields draft={draft} error={errors.count} onChange={onChange} />}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="icon" disabled={position === 1} onClick={() => onMove(-1)} aria-label={`Monter ${name}`}>
          <ArrowUp className="size-4" aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" disabled={position === count} onClick={() => onMove(1)} aria-label={`Descendre ${name}`}>
          <ArrowDown className="size-4" aria-hidden="true" />
        </Button>
        <Button variant="ghost" disabled={count === 1} onClick={onRemove} aria-label={`Retirer ${name}`} className="text-red-800">
          <Trash2 className="size-4" aria-hidden="true" />
          Retirer
        </Button>
      </div>
    </fieldset>
  )
}

function DrawFields({ draft, error, onChange }: { draft: SectionDraft; error?: string | undefined; onChange: (patch: Partial<SectionDraft>) => void }) {
  const set = (patch: Partial<SectionDraft['draw']>) => onChange({ draw: { ...draft.draw, ...patch } })
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <TextField label="Nombre de questions tirées" requirement="required" inputMode="numeric" value={draft.draw.count} error={error} onChange={(event) => set({ count: event.target.value })} />
      <TextField label="Thème" requirement="optional" value={draft.draw.topic} onChange={(event) => set({ topic: event.target.value })} />
      <Select label="Difficulté" requirement="optional" value={draft.draw.difficulty} onChange={(event) => set({ difficulty: event.target.value })}>
        <option value="">Toutes</option>
        {DIFFICULTIES.map((level) => (
          <option key={level} value={level}>
            {level} / 5
          </option>
        ))}
      </Select>
    </div>
  )
}
