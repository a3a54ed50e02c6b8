import { needsPhoneLibrary, preparePhoneCheck } from '../contact/phone.ts'
import { islandContainer } from './names.ts'

// The contact island's first module. ES modules run in import order, and the island's one chunk
// keeps that order, so this runs before React's modules are evaluated and the form hydrated: on a
// slow phone 300-500 ms of its 4x CPU, during which the network would otherwise sit idle.
//
// A number typed before the island arrived ("+598 94 …") needs the phone library at the submit,
// so its download starts here, beside that work. Through a modulepreload of the file the island's
// container names (data-island-lazy: its on-demand chunks, that is the phone library's,
// scripts/build/plugins/islands.ts), not through the library's import() alone: the bundler wraps every
// import() in a helper that calls it a microtask later, after this whole chunk has run. The
// import() then finds the module fetched. Without the attribute (the dev server) the import()
// alone fetches it, later.
const container = islandContainer('contact')
const phone = container?.querySelector<HTMLInputElement>('input[name="user_phone"]')
if (container && phone && needsPhoneLibrary(phone.value)) {
  // Only the build's own files (scripts/build/plugins/islands.ts names them under /assets/).
  for (const href of container.dataset.islandLazy?.split(' ').filter((path) => /^\/assets\/[\w.-]+\.js$/.test(path)) ?? []) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
}
if (phone) preparePhoneCheck(phone.value)
