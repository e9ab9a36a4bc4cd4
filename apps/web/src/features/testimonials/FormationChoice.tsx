import { trpc } from '../../lib/trpc.ts'
import { Select } from '../../ui/Select.tsx'

/** The formation a testimonial is about (optional): the active ones, as « Nos Cours » lists them. */
export function FormationChoice({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const formations = trpc.announcements.list.useQuery({ active_only: true })
  if (!formations.data?.length) return null
  return (
    <Select label="Formation suivie" requirement="optional" value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">Aucune en particulier</option>
      {formations.data.map((formation) => (
        <option key={formation.id} value={formation.id}>
          {formation.title}
        </option>
      ))}
    </Select>
  )
}
