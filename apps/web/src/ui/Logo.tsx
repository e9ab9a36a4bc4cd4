import { cn } from '../lib/cn.ts'

interface LogoProps {
  /** `light` on dark backgrounds. */
  tone?: 'dark' | 'light'
  showName?: boolean
  className?: string
}

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={cn('size-9 shrink-0', className)} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#1e3a8a" />
      <path d="M12 26 32 16l20 10-20 10z" fill="#fbbf24" />
      <path d="M20 31v9c0 3.5 5.4 6.5 12 6.5S44 43.5 44 40v-9l-12 6z" fill="#fff" />
      <path d="M50 27v12" stroke="#fbbf24" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

export function Logo({ tone = 'dark', showName = true, className }: LogoProps) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark />
      {showName ? (
        <span className={cn('text-lg leading-none font-extrabold tracking-tight', tone === 'light' ? 'text-white' : 'text-brand-900')}>
          Tutorat <span className={tone === 'light' ? 'text-accent-300' : 'text-accent-700'}>Maroc</span>
        </span>
      ) : null}
    </span>
  )
}
