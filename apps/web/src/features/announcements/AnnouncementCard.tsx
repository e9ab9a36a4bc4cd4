import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { EnrolLink } from '../payments/EnrolLink.tsx'
import { BookOnWhatsapp } from './BookOnWhatsapp.tsx'
import { AnnouncementImage } from './AnnouncementImage.tsx'
import { type Announcement, isLong, previewText } from './format.ts'
import { GRID_IMAGE_SIZES } from './grid.ts'
import { PriceTag } from './PriceTag.tsx'

interface AnnouncementCardProps {
  announcement: Announcement
  /** Builds the wa.me link; absent while the site settings load. */
  whatsapp: ((text: string) => string) | undefined
  eagerImage?: boolean
}

export function AnnouncementCard({ announcement, whatsapp, eagerImage }: AnnouncementCardProps) {
  const [expanded, setExpanded] = useState(false)
  const textId = useId()
  const long = isLong(announcement.description)
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card">
      {/* the whole poster, never taller than 800 px (SPEC §9) */}
      <AnnouncementImage picture={announcement} sizes={GRID_IMAGE_SIZES} loading={eagerImage ? 'priority' : 'lazy'} className="aspect-[4/3] max-h-[800px]" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 className="text-lg font-bold break-words text-brand-950">{announcement.title}</h2>
        {announcement.description ? (
          <div>
            <p id={textId} className="text-sm leading-relaxed break-words whitespace-pre-line text-muted">
              {expanded || !long ? announcement.description : previewText(announcement.description)}
            </p>
            {long ? (
              <button
                type="button"
                className="mt-1 cursor-pointer rounded-sm text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
                aria-expanded={expanded}
                aria-controls={textId}
                onClick={() => setExpanded((value) => !value)}
              >
                {expanded ? 'Voir moins' : 'Voir plus'}
              </button>
            ) : null}
          </div>
        ) : null}
        <Link
          to="/formations/$id"
          params={{ id: String(announcement.id) }}
          className="self-start rounded-sm text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-950"
        >
          Voir la formation
          <span className="sr-only"> « {announcement.title} »</span>
        </Link>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
          <PriceTag formation={announcement} />
          {announcement.sellable ? null : <BookOnWhatsapp announcement={announcement} whatsapp={whatsapp} />}
        </div>
        {/* sold online: two buttons share a line when they fit, else each takes a whole one (a 375 px phone) */}
        {announcement.sellable ? (
          <div className="flex flex-wrap gap-2 [&>*]:grow">
            <EnrolLink formation={announcement} />
            <BookOnWhatsapp announcement={announcement} whatsapp={whatsapp} />
          </div>
        ) : null}
      </div>
    </article>
  )
}
