import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { ContactIsland, type ContactIslandProps } from '../contact/ContactIsland'
import { findIsland } from './names'

// The contact form, hydrated as soon as this script has arrived: the page's other content is
// static HTML and waits for nothing. Same root and id prefix as its build-time render
// (src/islands/Island.tsx), so React adopts the prerendered form in place. As a transition, React
// hydrates in slices of a few ms, so a tap that comes meanwhile (the menu) is answered between
// two of them instead of after the whole form.
const island = findIsland<ContactIslandProps>('contact')
if (island) {
  const { container, props } = island
  startTransition(() => {
    hydrateRoot(container, <ContactIsland {...props} />, { identifierPrefix: 'contact-' })
  })
}
