import { useState } from 'react'
import { cn } from '../../lib/cn.ts'
import { type Picture, pictureAttributes } from '../../lib/picture.ts'

/** The course picture, or a drawn book when there is none (or it fails to load). */
export function CourseImage({ picture, sizes, className }: { picture: Picture; sizes: string; className?: string }) {
  const [failed, setFailed] = useState(false)
  if (picture.image_url && !failed) {
    return <img alt="" {...pictureAttributes(picture, sizes)} onError={() => setFailed(true)} className={cn('object-cover', className)} />
  }
  return (
    <svg viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice" aria-hidden="true" className={cn('bg-brand-900', className)}>
      <defs>
        <linearGradient id="course-fallback" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1e3a8a" />
          <stop offset="1" stopColor="#1d4ed8" />
        </linearGradient>
      </defs>
      <rect width="320" height="180" fill="url(#course-fallback)" />
      <circle cx="270" cy="30" r="60" fill="#fbbf24" opacity="0.18" />
      <path d="M118 60h38c6 0 10 4 10 10v62c0-5-4-8-10-8h-38z" fill="#fff" opacity="0.95" />
      <path d="M214 60h-38c-6 0-10 4-10 10v62c0-5 4-8 10-8h38z" fill="#dbeafe" />
      <path d="M128 76h26M128 88h26M128 100h20M176 76h28M176 88h28M176 100h22" stroke="#93c5fd" strokeWidth="4" strokeLinecap="round" />
    </svg>
  )
}
