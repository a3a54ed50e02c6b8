import { ContactIsland } from '../contact/ContactIsland'
import { hydrateIsland } from './hydrate'

// The contact form, hydrated as soon as this script has arrived: the page's other content is
// static HTML and waits for nothing.
hydrateIsland('contact', ContactIsland)
