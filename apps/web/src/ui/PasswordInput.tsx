import { Eye, EyeOff } from 'lucide-react'
import { useState } from 'react'
import { Input, type InputProps } from './Input.tsx'

export function PasswordInput(props: Omit<InputProps, 'type' | 'trailing'>) {
  const [visible, setVisible] = useState(false)
  const Icon = visible ? EyeOff : Eye
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? 'Masquer le mot de passe' : 'Afficher le mot de passe'}
          className="inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-muted hover:bg-slate-100 hover:text-ink"
        >
          <Icon className="size-5" aria-hidden="true" />
        </button>
      }
    />
  )
}
