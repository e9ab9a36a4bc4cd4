import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react'
import { cn } from '../lib/cn.ts'
import { Spinner } from './Spinner.tsx'

const VARIANTS = {
  primary: 'bg-brand-900 text-white shadow-sm hover:bg-brand-800 active:bg-brand-950',
  accent: 'bg-accent-400 text-brand-950 shadow-sm hover:bg-accent-300 active:bg-accent-500',
  secondary: 'border border-brand-200 bg-white text-brand-900 hover:bg-brand-50 active:bg-brand-100',
  ghost: 'text-brand-900 hover:bg-brand-50 active:bg-brand-100',
  light: 'border border-white/70 text-white hover:bg-white/10 active:bg-white/20',
  danger: 'bg-red-700 text-white hover:bg-red-800',
} as const

const SIZES = {
  sm: 'min-h-9 gap-1.5 px-3 py-1.5 text-sm',
  md: 'min-h-11 gap-2 px-4 py-2 text-sm',
  lg: 'min-h-12 gap-2 px-6 py-2.5 text-base',
  icon: 'size-11',
} as const

export type ButtonVariant = keyof typeof VARIANTS

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: keyof typeof SIZES
  loading?: boolean
  ref?: Ref<HTMLButtonElement>
  children?: ReactNode
}

export function buttonClasses(variant: ButtonVariant = 'primary', size: keyof typeof SIZES = 'md', className?: string) {
  return cn(
    'inline-flex cursor-pointer items-center justify-center rounded-control text-center font-semibold transition-colors',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
    'disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    className,
  )
}

/** A button; for a link that looks like one, put `buttonClasses(...)` on the `<Link>`. */
export function Button({ variant, size, loading, className, children, disabled, type, ...props }: ButtonProps) {
  return (
    <button type={type ?? 'button'} className={buttonClasses(variant, size, className)} disabled={disabled || loading} aria-busy={loading || undefined} {...props}>
      {loading ? <Spinner size="sm" label={null} /> : null}
      {children}
    </button>
  )
}
