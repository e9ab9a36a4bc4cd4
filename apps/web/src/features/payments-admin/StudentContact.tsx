import { type AdminPayment, whatsappLink } from '@tutorat/contracts'
import { Mail, MessageCircle, Phone } from 'lucide-react'

type Student = Pick<AdminPayment, 'reference' | 'student_name' | 'student_email' | 'student_phone'>

const LINK = 'inline-flex min-h-6 items-center gap-1.5 wrap-anywhere hover:underline'

/** E-mail, phone and a WhatsApp message about this transfer (the number is stored as +212…). */
export function StudentContact({ payment }: { payment: Student }) {
  const { reference, student_name, student_email, student_phone } = payment
  return (
    <div className="flex flex-col gap-0.5 text-sm">
      <a href={`mailto:${student_email}`} className={`${LINK} text-brand-800`}>
        <Mail className="size-3.5 shrink-0" aria-hidden="true" />
        {student_email}
      </a>
      {student_phone ? (
        <span className="flex flex-wrap items-center gap-x-3">
          <a href={`tel:${student_phone}`} className={`${LINK} text-muted`}>
            <Phone className="size-3.5 shrink-0" aria-hidden="true" />
            {student_phone}
          </a>
          <a
            href={whatsappLink(student_phone, `Bonjour ${student_name}, au sujet de votre virement ${reference} :`)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Écrire à ${student_name} sur WhatsApp (nouvel onglet)`}
            className={`${LINK} font-medium text-emerald-800`}
          >
            <MessageCircle className="size-3.5 shrink-0" aria-hidden="true" />
            WhatsApp
          </a>
        </span>
      ) : null}
    </div>
  )
}
