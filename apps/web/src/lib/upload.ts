import { httpErrorMessage } from '@tutorat/contracts'
import { readAdminToken, readStudentToken } from './session.ts'

/** A REST call that failed: the server's French `detail`, or SPEC §8's 'HTTP error! status: N'. */
export class HttpError extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.name = 'HttpError'
    this.status = status
  }
}

/** The `detail` of a JSON error body, when there is one. */
export async function detailOf(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json()
    const detail = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).detail : undefined
    return typeof detail === 'string' && detail ? detail : undefined
  } catch {
    return undefined
  }
}

/**
 * Sends one file as multipart (JSON, hence tRPC, cannot carry bytes) with the admin token, and
 * returns the JSON answer. The browser sets the multipart content type and boundary itself.
 */
export async function postFile(url: string, field: string, file: File): Promise<unknown> {
  const body = new FormData()
  body.append(field, file)
  return sendForm('POST', url, body)
}

/** Whose token a form carries: the admin's, or the student's when one is signed in (optional). */
export type FormIdentity = 'admin' | 'student'

/**
 * Sends a whole form-data body (fields and files) with the admin token, and returns the JSON answer.
 * With `student`, the student token goes along only when a student is signed in: the public apply
 * form links the application to them, and works the same for a visitor.
 */
export async function sendForm(method: 'POST' | 'PUT', url: string, body: FormData, identity: FormIdentity = 'admin'): Promise<unknown> {
  const token = identity === 'student' ? readStudentToken() : readAdminToken()
  const response = await fetch(url, { method, body, headers: token ? { Authorization: `Bearer ${token}` } : {} })
  if (!response.ok) throw new HttpError(response.status, (await detailOf(response)) ?? httpErrorMessage(response.status))
  return response.json()
}
