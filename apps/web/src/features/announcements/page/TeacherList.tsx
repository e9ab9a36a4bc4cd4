import { UserRound } from 'lucide-react'
import type { Formation } from '../format.ts'

/** The teachers: photo (or a neutral figure), name, short bio. */
export function TeacherList({ teachers }: { teachers: Formation['teachers'] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {teachers.map((teacher) => (
        <li key={`${teacher.name}-${teacher.photo_url ?? ''}`} className="flex gap-4 rounded-card border border-line bg-white p-4 shadow-card">
          {teacher.photo_url ? (
            <img src={teacher.photo_url} alt="" width={64} height={64} loading="lazy" className="size-16 shrink-0 rounded-full object-cover" />
          ) : (
            <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
              <UserRound className="size-8" />
            </span>
          )}
          <div className="min-w-0">
            <h3 className="font-bold break-words text-brand-950">{teacher.name}</h3>
            {teacher.bio ? <p className="mt-1 text-sm leading-relaxed break-words text-muted">{teacher.bio}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
