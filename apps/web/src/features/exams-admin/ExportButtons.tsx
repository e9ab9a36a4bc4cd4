import type { AdminExam } from '@tutorat/contracts'
import { FileDown } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { errorText } from '../../lib/error-message.ts'
import { saveBlob } from '../../lib/download.ts'
import { trpc } from '../../lib/trpc.ts'
import { Button } from '../../ui/Button.tsx'

type Format = 'gift' | 'qti'
const LABELS: Record<Format, string> = { gift: 'Exporter en GIFT', qti: 'Exporter en QTI 2.1' }

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))

/** DESIGN §19: the exam's questions as a GIFT file (Moodle) or a QTI 2.1 package, to take the bank elsewhere. */
export function ExportButtons({ exam }: { exam: Pick<AdminExam, 'id' | 'question_count'> }) {
  const utils = trpc.useUtils()
  const [running, setRunning] = useState<Format | null>(null)
  const download = async (format: Format) => {
    setRunning(format)
    try {
      const file = await utils.exams.export.fetch({ id: exam.id, format })
      const body = file.encoding === 'base64' ? bytesOf(file.content) : file.content
      toast.success(`Fichier ${saveBlob(new Blob([body], { type: file.content_type }), file.filename)} téléchargé.`)
    } catch (error) {
      toast.error(errorText(error, 'L’export n’a pas pu être préparé'))
    } finally {
      setRunning(null)
    }
  }
  return (
    <>
      {(['gift', 'qti'] as const).map((format) => (
        <Button key={format} variant="secondary" disabled={exam.question_count === 0} loading={running === format} onClick={() => void download(format)}>
          <FileDown className="size-4" aria-hidden="true" />
          {LABELS[format]}
        </Button>
      ))}
    </>
  )
}
