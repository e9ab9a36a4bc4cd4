/**
 * The file's text: UTF-8, or Windows-1252 when it is not valid UTF-8 (Excel's « CSV » on a
 * French Windows), so « Téléphone » and « Débutant » arrive whole.
 */
export async function readCsvFile(file: File): Promise<string> {
  const bytes = await file.arrayBuffer()
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}
