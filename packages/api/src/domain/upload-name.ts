// a name may come with a Windows path; bidi overrides could disguise the extension ("cv‮fdp.exe")
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f"*/:<>?\\|\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/** A client's file name, kept for display and download, with the extension of the type its bytes are. */
export function uploadDisplayName(clientName: string, extension: string, fallback: string): string {
  const base = clientName.split(/[\\/]/).pop() ?? ''
  const stem = base.normalize('NFC').replace(UNSAFE_IN_NAME, '').replace(/\.[^.]*$/, '').replace(/\s+/g, ' ').trim().slice(0, 120).trim()
  return `${stem || fallback}.${extension}`
}
