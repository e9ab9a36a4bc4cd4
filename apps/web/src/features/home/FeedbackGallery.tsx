/** Five messages students sent after their sessions (drawn as SVG: sharp and a few KB each). */
export const FEEDBACK_IMAGES = [
  { src: '/retours/retour-1.svg', alt: 'Message d’Imane, ENSA : « J’ai validé avec 15,5/20 ! Merci pour les séances de révision, surtout les intégrales. »' },
  { src: '/retours/retour-2.svg', alt: 'Message de Youssef, FST : « Le cours enregistré de thermodynamique m’a sauvé la veille de l’examen. »' },
  { src: '/retours/retour-3.svg', alt: 'Message de Salma, ENSAM : « Enfin compris les séries de Fourier ! La séance en petit groupe, c’est top. »' },
  { src: '/retours/retour-4.svg', alt: 'Message de Mehdi, prépa : « Admis au concours ENSA ! Merci pour la préparation et les sujets corrigés. »' },
  { src: '/retours/retour-5.svg', alt: 'Message de Hajar, EST : « Les séances en solo m’ont redonné confiance en programmation C : 16/20 au contrôle de TP. »' },
] as const

export function FeedbackGallery() {
  return (
    <ul
      // on a phone the five messages scroll sideways; the keyboard can scroll them too
      tabIndex={0}
      aria-label="Messages d’étudiants"
      className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:px-0 lg:grid lg:grid-cols-5 lg:overflow-visible"
    >
      {FEEDBACK_IMAGES.map((image) => (
        <li key={image.src} className="w-56 shrink-0 snap-center lg:w-auto">
          <img
            src={image.src}
            alt={image.alt}
            width={360}
            height={580}
            loading="lazy"
            decoding="async"
            className="h-auto w-full rounded-card border border-line bg-white shadow-card"
          />
        </li>
      ))}
    </ul>
  )
}
