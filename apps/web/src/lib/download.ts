import { httpErrorMessage } from '@tutorat/contracts'
import { readAdminToken, readStudentToken } from './session.ts'
import { detailOf, HttpError } from './upload.ts'

/**
 * The file name a `Content-Disposition: attachment` header gives: the RFC 5987 `filename*`
 * (accents intact) first, else the plain `filename`, else `fallback`.
 */
export function attachmentName(header: string | null, fallback: string): string {
  if (!header) return fallback
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1]
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim())
    } catch {
      // a malformed escape: the plain name below will do
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/i.exec(header)
  const name = (plain?.[1] ?? plain?.[2])?.trim()
  return name || fallback
}

/**
 * A private file (a CV, a proof, a receipt, an export) fetched with the admin's or the student's
 * bearer token, which a plain link or an `<img>` cannot carry. A refusal rejects with an
 * `HttpError` carrying the server's French `detail`.
 */
export async function fetchPrivateFile(url: string, as: 'admin' | 'student', signal?: AbortSignal): Promise<Response> {
  const token = as === 'admin' ? readAdminToken() : readStudentToken()
  const response = await fetch(url, { ...(signal ? { signal } : {}), headers: token ? { Authorization: `Bearer ${token}` } : {} })
  if (!response.ok) throw new HttpError(response.status, (await detailOf(response)) ?? httpErrorMessage(response.status))
  return response
}

/** How long the object URL outlives the click: enough for the browser to start the download. */
const REVOKE_AFTER_MS = 10_000

/**
 * Downloads a private file (a CV, a CSV export): a plain link cannot carry the admin's bearer
 * token, so the file is fetched with it, then handed to the browser through a temporary
 * `<a download>` on an object URL. Resolves with the file name once the download has started;
 * a refusal rejects with an `HttpError` carrying the server's French `detail`.
 */
export async function downloadWithAdminToken(url: string, fallbackName: string): Promise<string> {
  const response = await fetchPrivateFile(url, 'admin')
  const name = attachmentName(response.headers.get('content-disposition'), fallbackName)
  return saveBlob(await response.blob(), name)
}

/** Hands a file made or fetched by the page to the browser, through a temporary `<a download>`. */
export function saveBlob(blob: Blob, name: string): string {
  const objectUrl = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = objectUrl
  link.download = name
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.append(link)
  try {
    link.click()
  } finally {
    link.remove()
    window.setTimeout(() => URL.revokeObjectURL(objectUrl), REVOKE_AFTER_MS)
  }
  return name
}
