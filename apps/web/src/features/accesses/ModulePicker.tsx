import { trpc } from '../../lib/trpc.ts'
import { Spinner } from '../../ui/Spinner.tsx'

interface ModulePickerProps {
  courseId: number | undefined
  value: string[]
  onChange: (modules: string[]) => void
}

/** A partial access opens the free videos plus the modules ticked here (DESIGN §5). */
export function ModulePicker({ courseId, value, onChange }: ModulePickerProps) {
  const videos = trpc.videos.byCourse.useQuery({ course_id: courseId ?? 0 }, { enabled: courseId !== undefined })
  const modules = [...new Set((videos.data ?? []).map((video) => video.module_name).filter((name): name is string => Boolean(name)))]
  // Modules granted earlier but since renamed or emptied stay visible, so they can be unticked.
  const shown = [...modules, ...value.filter((name) => !modules.includes(name))]

  const toggle = (name: string, checked: boolean) => onChange(checked ? [...value, name] : value.filter((item) => item !== name))

  return (
    <fieldset className="space-y-3 rounded-control border border-line p-4">
      <legend className="px-1 text-sm font-medium text-ink">Modules ouverts</legend>
      {courseId === undefined ? (
        <p className="text-sm text-muted">Choisissez d’abord un cours.</p>
      ) : videos.isPending ? (
        <Spinner size="sm" label="Chargement des modules…" />
      ) : videos.isError ? (
        <p className="text-sm text-red-700">Impossible de charger les modules de ce cours.</p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-muted">Ce cours n’a pas encore de module : seul l’accès aux vidéos gratuites sera ouvert.</p>
      ) : (
        <>
          <p className="text-sm text-muted">Les vidéos gratuites restent toujours ouvertes.</p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {shown.map((name) => (
              <li key={name}>
                <label className="flex cursor-pointer items-start gap-3 rounded-control border border-line px-3 py-2 text-sm hover:bg-brand-50">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand-800"
                    checked={value.includes(name)}
                    onChange={(event) => toggle(name, event.target.checked)}
                  />
                  <span>{name}</span>
                </label>
              </li>
            ))}
          </ul>
        </>
      )}
    </fieldset>
  )
}
