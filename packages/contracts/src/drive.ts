// Google Drive links (SPEC §5): file/d/{id}, open?id={id}, uc?id={id} (uc?export=download&id= too).

const FILE_ID = /^[\w-]{10,}$/

export function parseDriveFileId(value: string): string | null {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  if (url.hostname !== 'drive.google.com' && url.hostname !== 'docs.google.com') return null
  const fromPath = url.pathname.match(/\/file\/d\/([^/]+)/)?.[1]
  const fromQuery = /^\/(open|uc)\/?$/.test(url.pathname) ? url.searchParams.get('id') : null
  const id = fromPath ?? fromQuery
  return id && FILE_ID.test(id) ? id : null
}

/** What the course viewer embeds (DESIGN §5). */
export const drivePreviewUrl = (fileId: string) => `https://drive.google.com/file/d/${fileId}/preview`
/** The file in Google Drive itself, where the student's own Google session applies (DESIGN §16). */
export const driveViewUrl = (fileId: string) => `https://drive.google.com/file/d/${fileId}/view`
