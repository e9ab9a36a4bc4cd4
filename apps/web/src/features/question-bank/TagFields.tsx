import { Select } from '../../ui/Select.tsx'
import { TextField } from '../../ui/TextField.tsx'

/** The four tags as a form holds them: text, '' for none. */
export interface TagDraft {
  topic: string
  difficulty: string
  concours: string
  year: string
}

export const emptyTags: TagDraft = { topic: '', difficulty: '', concours: '', year: '' }

export const tagsDraftOf = (tags: { topic: string | null; difficulty: number | null; concours: string | null; year: number | null }): TagDraft => ({
  topic: tags.topic ?? '',
  difficulty: tags.difficulty ? String(tags.difficulty) : '',
  concours: tags.concours ?? '',
  year: tags.year ? String(tags.year) : '',
})

export type TagErrors = Partial<Record<keyof TagDraft, string>>

/** The topic, the difficulty 1–5, the concours and the year of a question (or of many at once). */
export function TagFields({ draft, errors = {}, onChange, hint }: { draft: TagDraft; errors?: TagErrors; onChange: (draft: TagDraft) => void; hint?: string }) {
  const set = (patch: Partial<TagDraft>) => onChange({ ...draft, ...patch })
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField label="Thème" requirement="optional" hint={hint} value={draft.topic} error={errors.topic} onChange={(event) => set({ topic: event.target.value })} />
      <Select label="Difficulté" requirement="optional" value={draft.difficulty} error={errors.difficulty} onChange={(event) => set({ difficulty: event.target.value })}>
        <option value="">—</option>
        {[1, 2, 3, 4, 5].map((level) => (
          <option key={level} value={String(level)}>
            {level} / 5
          </option>
        ))}
      </Select>
      <TextField label="Concours" requirement="optional" placeholder="ENSA, ENSAM…" value={draft.concours} error={errors.concours} onChange={(event) => set({ concours: event.target.value })} />
      <TextField label="Année" requirement="optional" inputMode="numeric" value={draft.year} error={errors.year} onChange={(event) => set({ year: event.target.value })} />
    </div>
  )
}
