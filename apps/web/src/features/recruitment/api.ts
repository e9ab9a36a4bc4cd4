import { applyOutput } from '@tutorat/contracts'
import { sendForm } from '../../lib/upload.ts'

export type ApplyFields = Record<'job_offer_id' | 'full_name' | 'email' | 'phone' | 'school' | 'message', string | number | null | undefined>

/**
 * SPEC §7: POST /api/applications/ as form-data (the text fields, then the file field `cv`); a
 * signed-in student's token goes along so the application is linked to them.
 */
export async function submitApplication(fields: ApplyFields, cv: File) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) if (value !== null && value !== undefined && value !== '') body.append(name, String(value))
  body.append('cv', cv)
  return applyOutput.parse(await sendForm('POST', '/api/applications/', body, 'student'))
}
