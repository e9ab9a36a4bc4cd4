// DESIGN §16: what the platform asks of Google Drive. The Google implementation lives with the
// server (apps/server/src/drive/google.ts); tests run it against a local fake of Google's APIs.

export interface DrivePermission {
  id: string
  type: 'user' | 'group' | 'domain' | 'anyone'
  role: string
  emailAddress?: string | undefined
  domain?: string | undefined
  expirationTime?: string | undefined
}

export interface DriveFile {
  id: string
  name: string
}

/**
 * `retry`: rate limit, 5xx, Drive unreachable — try again later. `not_found`: the file (or the
 * permission) does not exist or the account cannot see it. `cannot_set_expiration`: Drive refused
 * an expiry on this permission. `permanent`: anything else Drive refused.
 */
export type DriveFailure = 'retry' | 'not_found' | 'cannot_set_expiration' | 'permanent'

export class DriveError extends Error {
  constructor(
    message: string,
    readonly failure: DriveFailure,
  ) {
    super(message)
    this.name = 'DriveError'
  }
}

export interface DriveGateway {
  /** The Workspace user the service account acts as (GOOGLE_DRIVE_SUBJECT). */
  readonly subject: string
  getFile(fileId: string): Promise<DriveFile>
  listPermissions(fileId: string): Promise<DrivePermission[]>
  /** A `reader` permission for one user, without notification mail; `expiresAt` null: no expiry. */
  addReader(fileId: string, email: string, expiresAt: string | null): Promise<DrivePermission>
  deletePermission(fileId: string, permissionId: string): Promise<void>
  /** Readers cannot download, print or copy the file. */
  restrictCopying(fileId: string): Promise<void>
}
