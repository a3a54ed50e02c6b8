import { hydrateRoot } from 'react-dom/client'
import { ContactIsland, type ContactIslandProps } from '../contact/ContactIsland'
import { findIsland } from './names'

// The contact form, hydrated as soon as this script has arrived: the page's other content is
// static HTML and waits for nothing. Same root and id prefix as its build-time render
// (src/islands/Island.tsx), so React adopts the prerendered form in place.
const island = findIsland<ContactIslandProps>('contact')
if (island) hydrateRoot(island.container, <ContactIsland {...island.props} />, { identifierPrefix: 'contact-' })
