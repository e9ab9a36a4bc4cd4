import type { UseFormRegisterReturn } from 'react-hook-form'
import { Select } from '../../ui/Select.tsx'
import { LinkModeWarning } from './LinkModeWarning.tsx'

interface ProtectionFieldProps {
  registration: UseFormRegisterReturn<'protection'>
  /** the saved value; undefined for a new course (the server picks « drive » once Google is connected) */
  current: 'lien' | 'drive' | undefined
  error?: string | undefined
}

/** DESIGN §16: how a course's Drive videos are opened — per-student permissions, or the link. */
export function ProtectionField({ registration, current, error }: ProtectionFieldProps) {
  return (
    <div className="space-y-2">
      <Select
        label="Protection des vidéos"
        requirement="optional"
        error={error}
        hint="« drive » : chaque élève reçoit l’accès au fichier avec son compte Google, retiré à la fin de son accès."
        defaultValue={current ?? ''}
        {...registration}
      >
        {current ? null : <option value="">Par défaut (« drive » si Google Drive est connecté)</option>}
        <option value="drive">drive — accès par élève (compte Google)</option>
        <option value="lien">lien — toute personne qui a le lien</option>
      </Select>
      {current === 'lien' ? <LinkModeWarning /> : null}
    </div>
  )
}
