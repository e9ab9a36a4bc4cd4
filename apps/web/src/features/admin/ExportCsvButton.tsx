import { FileDown } from 'lucide-react'
import { Button } from '../../ui/Button.tsx'
import { useAdminDownload } from '../recruitment-admin/use-applications.ts'

/** « Exporter (CSV) » of a back-office list: the file of every row the filters select, with the admin's token. */
export function ExportCsvButton({ url, fileName, failure }: { url: string; fileName: string; failure: string }) {
  const { pending, download } = useAdminDownload()
  return (
    <Button variant="secondary" className="w-full sm:w-auto" loading={pending === 'export'} onClick={() => void download('export', url, fileName, failure, 'Export CSV téléchargé')}>
      {pending === 'export' ? null : <FileDown className="size-4" aria-hidden="true" />}
      Exporter (CSV)
    </Button>
  )
}
