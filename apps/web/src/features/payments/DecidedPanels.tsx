import { Link } from '@tanstack/react-router'
import { CircleCheck, Download, MessageCircle, PlayCircle, RefreshCw, Send } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { errorMessage } from '../../lib/error-message.ts'
import { useWhatsappUrl } from '../../lib/site.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button, buttonClasses } from '../../ui/Button.tsx'
import { Card } from '../../ui/Card.tsx'
import { downloadReceipt } from './api.ts'
import { moroccoDateTime, newProofDeadline, type Payment } from './format.ts'
import { ProofForm } from './ProofForm.tsx'
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

/** What the refusal leaves open: a new proof on this request (until when), or a new request. */
function refusalNext(payment: Payment, until: string | undefined): string {
  if (until) return `Vous pouvez envoyer une nouvelle preuve pour cette même demande, avec la même référence, jusqu’au ${moroccoDateTime(until)}.`
  if (payment.new_proof_until) return 'Le délai de 7 jours pour envoyer une nouvelle preuve est dépassé. Vos preuves restent jointes à cette demande : faites une nouvelle demande, ou écrivez-nous.'
  return 'Ce refus est définitif pour cette demande. Vos preuves restent jointes : faites une nouvelle demande, ou écrivez-nous si vous pensez à une erreur.'
}

/** « Envoyer une nouvelle preuve »: the form opens under the button, on the same request. */
function NewProof({ payment }: { payment: Payment }) {
  const [open, setOpen] = useState(false)
  if (!open) {
    return (
      <Button variant="accent" size="lg" className="self-start" onClick={() => setOpen(true)}>
        <Send className="size-5" aria-hidden="true" />
        Envoyer une nouvelle preuve
      </Button>
    )
  }
  return (
    <Card className="space-y-4 p-5 sm:p-6">
      <div className="space-y-1">
        <h2 className="text-lg font-bold text-brand-950">Envoyer une nouvelle preuve</h2>
        <p className="text-sm text-muted">Elle s’ajoute à vos preuves et la demande repart en vérification, avec la même référence et le même montant.</p>
      </div>
      <ProofForm payment={payment} />
    </Card>
  )
}

/** `refusee`: why, the proofs kept, and the ways forward (a new proof here when the team allowed it). */
export function RefusedPanel({ payment }: { payment: Payment }) {
  const whatsapp = useWhatsappUrl()
  const until = newProofDeadline(payment)
  const question = `Bonjour, mon paiement ${payment.reference} pour « ${payment.formation_title} » a été refusé. Pouvez-vous m’aider ?`
  return (
    <>
      <Alert tone="error" title="Paiement refusé">
        {payment.refusal_reason ? <p className="break-words whitespace-pre-line">Motif : {payment.refusal_reason}</p> : null}
        <p className="mt-1">{refusalNext(payment, until)}</p>
      </Alert>
      {until ? <NewProof payment={payment} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        {payment.announcement_id !== null && !until ? (
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
