import { ContactIsland } from '../contact/ContactIsland'
import { preparePhoneCheck } from '../contact/phone'
import { findIsland } from './names'
import { hydrateIsland } from './hydrate'

// The contact form, hydrated as soon as this script has arrived. The islands' loader requests it when
// the form is needed (src/islands/load-islands.ts): the page's other content is static HTML and waits
// for nothing.

// A number typed before this script arrived ("+598 94 …") needs the phone library at the submit:
// its download starts now, beside the hydration, not after it (on a slow phone the hydration
// takes ~250 ms and the library's download ~360 ms, both before the message can go).
const phone = findIsland('contact')?.container.querySelector<HTMLInputElement>('input[name="user_phone"]')
if (phone) preparePhoneCheck(phone.value)

hydrateIsland('contact', ContactIsland)
