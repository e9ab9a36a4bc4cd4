import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import type { Subject } from './search.ts'

interface Art {
  background: string
  glow: string
  motif: ReactNode
}

const stroke = { fill: 'none', stroke: '#fff', strokeWidth: 5, strokeLinecap: 'round', strokeLinejoin: 'round' } as const
const glyph = { fill: '#fff', fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: 700 } as const

// Drawn, not downloaded: a course without an image (or whose image fails) still looks finished.
const ARTS: Record<Subject, Art> = {
  Mathématiques: {
    background: '#1e3a8a',
    glow: '#3b82f6',
    motif: (
      <g opacity="0.9">
        <text x="196" y="112" fontSize="84" {...glyph}>
          π
        </text>
        <text x="60" y="70" fontSize="40" opacity="0.55" {...glyph}>
          ∑
        </text>
        <text x="100" y="150" fontSize="34" opacity="0.45" {...glyph}>
          √x
        </text>
        <text x="262" y="56" fontSize="30" opacity="0.5" {...glyph}>
          ∫
        </text>
      </g>
    ),
  },
  Physique: {
    background: '#4c1d95',
    glow: '#8b5cf6',
    motif: (
      <g transform="translate(210 92)" opacity="0.9">
        <ellipse rx="70" ry="24" {...stroke} strokeWidth="4" />
        <ellipse rx="70" ry="24" transform="rotate(60)" {...stroke} strokeWidth="4" />
        <ellipse rx="70" ry="24" transform="rotate(-60)" {...stroke} strokeWidth="4" />
        <circle r="10" fill="#fbbf24" />
      </g>
    ),
  },
  Chimie: {
    background: '#115e59',
    glow: '#14b8a6',
    motif: (
      <g opacity="0.9">
        <path d="M200 40h40M210 40v34l-34 62a10 10 0 0 0 9 15h70a10 10 0 0 0 9-15l-34-62V40" {...stroke} />
        <path d="M188 120h64l12 22h-88z" fill="#fbbf24" opacity="0.85" />
        <path d="M70 60l26-15 26 15v30l-26 15-26-15z" {...stroke} strokeWidth="4" opacity="0.5" />
      </g>
    ),
  },
  Biologie: {
    background: '#166534',
    glow: '#22c55e',
    motif: (
      <g opacity="0.9">
        <path d="M180 20c60 30-60 110 0 140" {...stroke} />
        <path d="M250 20c-60 30 60 110 0 140" {...stroke} />
        {[44, 70, 110, 136].map((y) => (
          <path key={y} d={`M${y < 90 ? 196 : 198} ${y}h${y < 90 ? 38 : 34}`} {...stroke} strokeWidth="3" opacity="0.7" />
        ))}
        <circle cx="82" cy="64" r="18" fill="#fbbf24" opacity="0.5" />
      </g>
    ),
  },
  Informatique: {
    background: '#0f172a',
    glow: '#0ea5e9',
    motif: (
      <g opacity="0.95">
        <path d="M190 60l-30 30 30 30M250 60l30 30-30 30M230 50l-20 80" {...stroke} />
        {[
          [40, 48, 70],
          [40, 66, 110],
          [56, 84, 80],
          [56, 102, 60],
          [40, 120, 90],
        ].map(([x, y, w]) => (
          <rect key={y} x={x} y={y} width={w} height="7" rx="3.5" fill="#7dd3fc" opacity="0.45" />
        ))}
      </g>
    ),
  },
  Autre: {
    background: '#92400e',
    glow: '#f59e0b',
    motif: (
      <g opacity="0.9">
        <path d="M220 56c-22-12-48-14-70-8v86c22-6 48-4 70 8 22-12 48-14 70-8V48c-22-6-48-4-70 8z" {...stroke} />
        <path d="M220 56v86" {...stroke} />
      </g>
    ),
  },
}

/** The picture of a course that has none: the subject's colour and symbol. Decorative. */
export function SubjectArt({ subject, className }: { subject: Subject; className?: string }) {
  // `subject` may be a form's not-yet-chosen value
  const art = ARTS[subject] ?? ARTS.Autre
  return (
    <svg viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" className={cn('block', className)}>
      <rect width="320" height="180" fill={art.background} />
      <circle cx="250" cy="40" r="120" fill={art.glow} opacity="0.35" />
      <circle cx="30" cy="190" r="90" fill={art.glow} opacity="0.25" />
      {art.motif}
    </svg>
  )
}
