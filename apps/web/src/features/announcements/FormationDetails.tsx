import { ANNOUNCEMENT_MESSAGES } from '@tutorat/contracts'
import type { ReactNode } from 'react'
import { statusOf } from '../../lib/error-message.ts'
import { useWhatsappUrl } from '../../lib/site.ts'
import { trpc } from '../../lib/trpc.ts'
import { useDocumentTitle } from '../../lib/use-document-title.ts'
import { Alert } from '../../ui/Alert.tsx'
import { ErrorState } from '../../ui/ErrorState.tsx'
import { NotFoundState } from '../../ui/NotFoundState.tsx'
import { ShareButton } from '../../ui/ShareButton.tsx'
import { EnrolLink } from '../payments/EnrolLink.tsx'
import { positiveId } from '../payments/ids.ts'
import { AnnouncementImage } from './AnnouncementImage.tsx'
import { BookOnWhatsapp } from './BookOnWhatsapp.tsx'
import { type Formation as FormationPage, previewText } from './format.ts'
import { EnrolBar } from './page/EnrolBar.tsx'
import { FaqList } from './page/FaqList.tsx'
import { FormationFacts } from './page/FormationFacts.tsx'
import { FormationSection } from './page/FormationSection.tsx'
import { FormationTestimonials } from './page/FormationTestimonials.tsx'
import { PreviewVideo } from './page/PreviewVideo.tsx'
import { ProgrammeText } from './page/ProgrammeText.tsx'
import { TeacherList } from './page/TeacherList.tsx'

function NotFound() {
  return (
    <NotFoundState title={ANNOUNCEMENT_MESSAGES.formationNotFound} backTo="/courses" backLabel="Voir les formations">
      Cette formation n’existe pas ou n’est plus proposée.
    </NotFoundState>
  )
}

function Formation({ formation }: { formation: FormationPage }) {
  useDocumentTitle(formation.title, previewText(formation.description || formation.title, 160))
  const whatsapp = useWhatsappUrl()
  const full = formation.seats_left === 0
  const enrol = formation.sellable && !full
  return (
    // on a phone the bar of « S’inscrire » covers the page's last lines: room is kept for it
    <article className={enrol ? 'space-y-10 pb-24 md:pb-0' : 'space-y-10'}>
      <header className="grid items-start gap-6 md:grid-cols-2 md:gap-8">
        <div className="space-y-5">
          <h1 className="text-3xl font-extrabold tracking-tight break-words text-brand-950">{formation.title}</h1>
          <FormationFacts formation={formation} />
          {formation.description ? <p className="leading-relaxed break-words whitespace-pre-line text-ink">{formation.description}</p> : null}
          {full && formation.sellable ? <Alert tone="info">Cette formation est complète : écrivez-nous pour la prochaine session.</Alert> : null}
          <div className="flex flex-wrap gap-3">
            {enrol ? <EnrolLink formation={formation} className="max-md:hidden" /> : null}
            <BookOnWhatsapp announcement={formation} whatsapp={whatsapp} />
            <ShareButton title={formation.title} text={`Regarde cette formation de Tutorat Maroc : « ${formation.title} »`} />
          </div>
        </div>
        <div className="overflow-hidden rounded-card border border-line bg-white shadow-card md:order-first">
          <AnnouncementImage picture={formation} sizes="(min-width: 768px) 480px, 100vw" loading="priority" className="aspect-[4/3] max-h-[800px]" />
        </div>
      </header>
      {formation.preview_video ? (
        <FormationSection id="formation-apercu" title="Aperçu gratuit">
          <PreviewVideo formationId={formation.id} title={formation.preview_video.title} />
        </FormationSection>
      ) : null}
      {formation.programme ? (
        <FormationSection id="formation-programme" title="Programme">
          <ProgrammeText>{formation.programme}</ProgrammeText>
        </FormationSection>
      ) : null}
      {formation.teachers.length > 0 ? (
        <FormationSection id="formation-enseignants" title={formation.teachers.length > 1 ? 'Les enseignants' : 'L’enseignant'}>
          <TeacherList teachers={formation.teachers} />
        </FormationSection>
      ) : null}
      {formation.faq.length > 0 ? (
        <FormationSection id="formation-faq" title="Questions fréquentes">
          <FaqList faq={formation.faq} />
        </FormationSection>
      ) : null}
      {formation.testimonials.length > 0 ? (
        <FormationSection id="formation-temoignages" title="Ils ont suivi cette formation">
          <FormationTestimonials testimonials={formation.testimonials} />
        </FormationSection>
      ) : null}
      {enrol ? <EnrolBar formation={formation} /> : null}
    </article>
  )
}

/** One active formation, or why it cannot be shown (missing, network). */
export default function FormationDetails({ id, fallback }: { id: string; fallback: ReactNode }) {
  const formationId = positiveId(id)
  const query = trpc.announcements.get.useQuery({ id: formationId ?? 0 }, { enabled: formationId !== undefined, retry: (count, error) => statusOf(error) !== 404 && count < 2 })
  if (formationId === undefined || statusOf(query.error) === 404) return <NotFound />
  if (query.isError) return <ErrorState title="La formation n’a pas pu être chargée." onRetry={() => void query.refetch()} retrying={query.isFetching} />
  if (query.isPending) return <>{fallback}</>
  return <Formation formation={query.data} />
}
