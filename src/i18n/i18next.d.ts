import 'i18next'
import type about from '../../content/es/strings/about.json'
import type base from '../../content/es/strings/base.json'
import type contact from '../../content/es/strings/contact.json'
import type home from '../../content/es/strings/home.json'
import type politics from '../../content/es/strings/politics.json'
import type services from '../../content/es/strings/services.json'

// es is the source of every key: a key that is not in the es strings fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'base'
    resources: {
      base: typeof base
      home: typeof home
      services: typeof services
      contact: typeof contact
      about: typeof about
      politics: typeof politics
    }
  }
}
