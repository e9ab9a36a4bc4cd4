import { DRIVE_MESSAGES } from '@tutorat/contracts'
import { TRPCError } from '@trpc/server'
import { badRequest } from '../../errors.ts'
import { DriveError, type DriveGateway } from './gateway.ts'

/**
 * Saving a video on a `drive` course (DESIGN §16): its file must be one the connected account can
 * see and share, or no student could ever be granted it. Not connected: nothing to check.
 */
export async function assertFileVisible(drive: DriveGateway | undefined, fileId: string, title: string): Promise<void> {
  if (!drive) return
  try {
    await drive.getFile(fileId)
  } catch (error) {
    if (error instanceof DriveError && error.failure === 'retry')
      throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DRIVE_MESSAGES.driveUnavailable(title), cause: error })
    throw badRequest(DRIVE_MESSAGES.fileNotVisible(title, drive.subject))
  }
}
