// First, before anything that imports React: see the module.
import './contact-first.ts'
import { ContactIsland } from '../contact/ContactIsland.tsx'
import { hydrateIsland } from './hydrate.tsx'

// The contact form, hydrated as soon as this script has arrived. The islands' loader requests it when
// the form is needed (src/islands/load-islands.ts): the page's other content is static HTML and waits
// for nothing.
hydrateIsland('contact', ContactIsland)
