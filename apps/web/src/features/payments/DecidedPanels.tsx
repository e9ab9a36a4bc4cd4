import { Link } from '@tanstack/react-router'
import { CircleCheck, Download, MessageCircle, PlayCircle, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { errorMessage } from '../../lib/error-message.ts'
import { useWhatsappUrl } from '../../lib/site.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { downloadReceipt } from './api.ts'
import type { Payment } from './format.ts'
import { ProofList } from './ProofList.tsx'

const RECEIPT_ERROR = 'Le reçu n’a pas pu être téléchargé. Vérifiez votre connexion puis réessayez.'

function ReceiptButton({ payment }: { payment: Payment }) {
  const [loading, setLoading] = useState(false)
  async function download() {
    setLoading(true)
    try {
      await downloadReceipt(payment)
    } catch (error) {
      toast.error(errorMessage(error, RECEIPT_ERROR))
    } finally {
      setLoading(false)
    }
  }
  return (
    <Button variant="secondary" size="lg" loading={loading} onClick={() => void download()}>
      {loading ? null : <Download className="size-5" aria-hidden="true" />}
      Télécharger le reçu
    </Button>
  )
}

/** `validee`: the access is open. */
export function ValidatedPanel({ payment }: { payment: Payment }) {
  return (
    <Card className="space-y-4 border-emerald-200 bg-emerald-50 p-5 sm:p-6">
      <h2 className="flex items-center gap-2 text-xl font-bold text-emerald-900">
        <CircleCheck className="size-6" aria-hidden="true" />
        Paiement validé
      </h2>
      <p className="text-emerald-900">
        Merci ! Votre accès au cours <strong>« {payment.course_title} »</strong> est ouvert.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {payment.course_id !== null ? (
          <Link to="/student/course/$courseId" params={{ courseId: String(payment.course_id) }} className={buttonClasses('primary', 'lg')}>
            <PlayCircle className="size-5" aria-hidden="true" />
            Voir le cours
          </Link>
        ) : null}
        {payment.receipt_url ? <ReceiptButton payment={payment} /> : null}
      </div>
    </Card>
  )
}

/** `refusee`: why, the proofs kept, and the ways forward. */
export function RefusedPanel({ payment }: { payment: Payment }) {
  const whatsapp = useWhatsappUrl()
  const question = `Bonjour, mon paiement ${payment.reference} pour « ${payment.formation_title} » a été refusé. Pouvez-vous m’aider ?`
  return (
    <>
      <Alert tone="error" title="Paiement refusé">
        {payment.refusal_reason ? <p className="break-words whitespace-pre-line">Motif : {payment.refusal_reason}</p> : null}
        <p className="mt-1">Vos preuves restent jointes à cette demande. Faites une nouvelle demande, ou écrivez-nous si vous pensez à une erreur.</p>
      </Alert>
      <div className="flex flex-col gap-3 sm:flex-row">
        {payment.announcement_id !== null ? (
          <Link to="/student/enrol/$formationId" params={{ formationId: String(payment.announcement_id) }} className={buttonClasses('primary', 'lg')}>
            <RefreshCw className="size-5" aria-hidden="true" />
            Nouvelle demande
          </Link>
        ) : null}
        {whatsapp ? (
          <a href={whatsapp(question)} target="_blank" rel="noopener noreferrer" className={buttonClasses('accent', 'lg')}>
            <MessageCircle className="size-5" aria-hidden="true" />
            Nous écrire sur WhatsApp
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
        ) : null}
      </div>
      {payment.proofs.length > 0 ? (
        <Card className="p-5 sm:p-6">
          <ProofList proofs={payment.proofs} />
        </Card>
      ) : null}
    </>
  )
}
