import type { RouterOutputs } from '@tutorat/api'
import { adminAnnouncementSchema, SALE_KEYS, teacherPhotoOutput } from '@tutorat/contracts'
import { postFile, sendForm } from '../../lib/upload.ts'

export type AdminAnnouncement = RouterOutputs['announcements']['adminList'][number]

export interface TeacherDraft {
  name: string
  bio: string
  /** '' = no photo */
  photo_url: string
}
export interface FaqDraft {
  question: string
  answer: string
}

export interface AnnouncementDraft {
  title: string
  description: string
  price: string
  is_active: boolean
  /** « Cette formation se paie en ligne »: the four fields below and the instalments are sent only when checked */
  online: boolean
  course_id: string
  amount_mad: string
  access_type: string
  duration_days: string
  /** the parts' amounts (DH), as typed; none = no plan */
  instalments: { amount: string }[]
  programme: string
  /** YYYY-MM-DD or '' */
  starts_on: string
  schedule: string
  /** '' = unlimited */
  capacity: string
  teachers: TeacherDraft[]
  faq: FaqDraft[]
  /** the picker's course (not sent) and the free video chosen in it ('' = none) */
  preview_course_id: string
  preview_video_id: string
}

/** The lists as the server reads them (DESIGN §18: JSON text in the form-data). */
export function pageLists(values: AnnouncementDraft) {
  const teachers = values.teachers.map(({ name, bio, photo_url }) => ({ name: name.trim(), bio: bio.trim(), photo_url: photo_url.trim() || null }))
  const faq = values.faq.map(({ question, answer }) => ({ question: question.trim(), answer: answer.trim() }))
  const instalments = values.online ? values.instalments.map(({ amount }) => Number(amount.trim())) : []
  return { teachers, faq, instalments }
}

export interface SaveAnnouncement {
  /** Absent: a new announcement. */
  id?: number | undefined
  values: AnnouncementDraft
  /** A newly chosen picture. */
  image: File | null
  /** Drop the current picture (edit only, when no new one is chosen). */
  removeImage: boolean
}

/**
 * SPEC §7: POST /api/admin/announcements and PUT /api/admin/announcements/{id} take form-data
 * (title, description, price, is_active, the « vente en ligne » group, the page's fields with its
 * lists as JSON text, remove_image, and the file field `image`).
 */
export async function saveAnnouncement({ id, values, image, removeImage }: SaveAnnouncement): Promise<AdminAnnouncement> {
  const body = new FormData()
  body.append('title', values.title)
  body.append('description', values.description)
  body.append('price', values.price)
  body.append('is_active', String(values.is_active))
  // all four empty = not sold online (on edit: unlinked)
  for (const key of SALE_KEYS) body.append(key, values.online ? values[key] : '')
  for (const key of ['programme', 'starts_on', 'schedule', 'capacity', 'preview_video_id'] as const) body.append(key, values[key])
  for (const [key, list] of Object.entries(pageLists(values))) body.append(key, JSON.stringify(list))
  if (image) body.append('image', image)
  else if (id !== undefined && removeImage) body.append('remove_image', 'true')
  const saved = await sendForm(id === undefined ? 'POST' : 'PUT', id === undefined ? '/api/admin/announcements' : `/api/admin/announcements/${id}`, body)
  return adminAnnouncementSchema.parse(saved)
}

/** A teacher's photo through the image pipeline: its address goes into the teacher's `photo_url`. */
export async function uploadTeacherPhoto(file: File): Promise<string> {
  return teacherPhotoOutput.parse(await postFile('/api/admin/announcements/teacher-photos', 'image', file)).photo_url
}
