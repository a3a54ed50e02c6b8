import { useMemo } from 'react'
import { ContactForm, type ServiceChoice } from './ContactForm.tsx'
import { readFieldTexts } from './fields.ts'
import { ContactTextProvider, translator, type ContactStrings } from './strings.tsx'

/** What the contact page inlines for its island: the form's strings and the services to name. */
export interface ContactIslandProps {
  strings: ContactStrings
  services: readonly ServiceChoice[]
  /** The id of the heading that names the form (outside the island). */
  labelledBy: string
}

/** The contact form with its strings, the one component that runs in the browser. */
export function ContactIsland({ strings, services, labelledBy }: ContactIslandProps) {
  const t = useMemo(() => translator(strings), [strings])
  // The page renders the island only once these are complete (ContactSection).
  const fields = readFieldTexts(strings.form.fields)
  if (!fields) return null
  return (
    <ContactTextProvider value={t}>
      <ContactForm fields={fields} services={services} labelledBy={labelledBy} />
    </ContactTextProvider>
  )
}
