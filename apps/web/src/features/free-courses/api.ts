import { freeCourseSchema } from '@tutorat/contracts'
import { sendForm } from '../../lib/upload.ts'
import type { FreeCourse, FreeCourseCategory } from './catalogue.ts'

export interface FreeCourseDraft {
  title: string
  description: string
  category: FreeCourseCategory
  school: string
  level: string
  external_url: string
  is_active: boolean
}

export interface SaveFreeCourse {
  /** Absent: a new resource. */
  id?: number | undefined
  values: FreeCourseDraft
  /** A newly chosen PDF. */
  file: File | null
  /** Drop the current PDF (edit only, when no new one is chosen). */
  removeFile: boolean
}

const url = (id?: number) => (id === undefined ? '/api/admin/cours-gratuits' : `/api/admin/cours-gratuits/${id}`)

/** SPEC §7: POST /api/admin/cours-gratuits and PUT /api/admin/cours-gratuits/{id}, form-data with the PDF under `file`. */
export async function saveFreeCourse({ id, values, file, removeFile }: SaveFreeCourse): Promise<FreeCourse> {
  const body = new FormData()
  for (const [key, value] of Object.entries(values)) body.append(key, String(value))
  if (file) body.append('file', file)
  else if (id !== undefined && removeFile) body.append('remove_file', 'true')
  return freeCourseSchema.parse(await sendForm(id === undefined ? 'POST' : 'PUT', url(id), body))
}

/** Shows or hides one resource (a PUT with the flag alone: the rest is kept). */
export async function setFreeCourseActive(id: number, isActive: boolean): Promise<FreeCourse> {
  const body = new FormData()
  body.append('is_active', String(isActive))
  return freeCourseSchema.parse(await sendForm('PUT', url(id), body))
}
