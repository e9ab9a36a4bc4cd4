import type { SiteSettings } from '@tutorat/contracts'
import { Camera, ExternalLink, MessageCircle, Music, Send, SquarePlay, ThumbsUp } from 'lucide-react'
import { useSiteSettings } from '../../lib/site.ts'
import { SectionHeading } from './SectionHeading.tsx'

type Kind = SiteSettings['socials'][number]['kind']

const ICONS = { whatsapp: MessageCircle, facebook: ThumbsUp, instagram: Camera, youtube: SquarePlay, telegram: Send, tiktok: Music } as const satisfies Record<Kind, unknown>
const NETWORKS: Record<Kind, string> = { whatsapp: 'WhatsApp', facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube', telegram: 'Telegram', tiktok: 'TikTok' }

/** Groups, pages and channels (SPEC §2); the whole section is left out when there are none. */
export function SocialSection() {
  const socials = useSiteSettings()?.socials ?? []
  if (socials.length === 0) return null
  return (
    <section id="reseaux" aria-labelledby="reseaux-titre" className="bg-white px-4 py-14 sm:px-6 md:py-20">
      <div className="mx-auto max-w-7xl">
        <SectionHeading
          id="reseaux-titre"
          eyebrow="Communauté"
          title="Rejoignez-nous sur les réseaux"
          intro="Groupes d’entraide, annonces des nouvelles formations et conseils de révision."
        />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {socials.map((social) => {
            const Icon = ICONS[social.kind]
            return (
              <li key={social.url}>
                <a
                  href={social.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex items-center gap-4 rounded-card border border-line bg-surface p-4 hover:border-brand-300 hover:bg-brand-50"
                >
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-900 text-accent-300">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-brand-950">{social.label}</span>
                    <span className="text-sm text-muted">{NETWORKS[social.kind]}</span>
                  </span>
                  <ExternalLink className="size-4 shrink-0 text-muted" aria-hidden="true" />
                  <span className="sr-only">(nouvel onglet)</span>
                </a>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
