import { ContactIsland } from '../contact/ContactIsland'
import { hydrateIsland } from './hydrate'

// The contact form, hydrated as soon as this script has arrived. The page script requests it when
// the form is needed (src/islands/enhance.ts): the page's other content is static HTML and waits
// for nothing.
hydrateIsland('contact', ContactIsland)
