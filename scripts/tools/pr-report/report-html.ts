import type { OutputChange } from './compare.ts'
import type { PrReport } from './report.ts'
import type { Shot } from './screenshots.ts'
import { counts } from './summary.ts'
import { withContext } from './word-diff.ts'

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:80rem;padding:1rem 2rem;color:#1b1f24}
h1{font-size:1.6rem}h2{margin-top:2.5rem;border-bottom:1px solid #ccd}h3{margin:2rem 0 .25rem;font-size:1.1rem}
code{background:#f2f3f5;padding:0 .25em;border-radius:3px}ins{background:#c9f2d0;text-decoration:none}del{background:#fcd2d2}
.diff{white-space:pre-wrap;border:1px solid #dde;padding:.75rem;border-radius:6px;max-height:30rem;overflow:auto}
.shots{display:grid;grid-template-columns:repeat(3,1fr);gap:.5rem;align-items:start}.shots img{width:100%;border:1px solid #dde}
.shots figure{margin:0}.kind{font-size:.8rem;text-transform:uppercase;color:#555}ul.fields li{margin:.15rem 0}`

function wordsHtml(change: OutputChange): string {
  if (!change.words?.some((w) => w.added || w.removed)) return ''
  const runs = withContext(change.words)
  const html = runs.map((r) => (r.added ? `<ins>${escape(r.text)}</ins>` : r.removed ? `<del>${escape(r.text)}</del>` : escape(r.text))).join('')
  return `<div class="diff" lang="${escape(change.lang)}">${html}</div>`
}

function fieldsHtml(change: OutputChange): string {
  if (!change.fields.length) return ''
  const items = change.fields.flatMap((f) => [
    ...f.removed.map((l) => `<li>${escape(f.field)}: <del>${escape(l)}</del></li>`),
    ...f.added.map((l) => `<li>${escape(f.field)}: <ins>${escape(l)}</ins></li>`),
  ])
  return `<ul class="fields">${items.join('')}</ul>`
}

function shotsHtml(shots: Shot[]): string {
  return shots
    .map((s) => {
      const figure = (file: string | undefined, caption: string) =>
        file ? `<figure><a href="${escape(file)}"><img src="${escape(file)}" alt="${escape(`${s.url} at ${s.width} px, ${caption}`)}" loading="lazy"></a><figcaption>${caption}</figcaption></figure>` : '<figure></figure>'
      const pixels = s.changedPixels === undefined ? '' : `, ${s.changedPixels.toLocaleString('en')} pixels changed`
      return `<p>${s.width} px${pixels}</p><div class="shots">${figure(s.before, 'before')}${figure(s.after, 'after')}${figure(s.marked, 'changes marked')}</div>`
    })
    .join('')
}

function imagesHtml(copies: PrReport['images'][string] | undefined, file: string): string {
  if (!copies) return ''
  const img = (src: string | undefined, caption: string) =>
    src ? `<figure><img src="${escape(src)}" alt="${escape(`${file}, ${caption}`)}"><figcaption>${caption}</figcaption></figure>` : '<figure></figure>'
  return `<div class="shots">${img(copies.before, 'before')}${img(copies.after, 'after')}</div>`
}

function changeHtml(change: OutputChange, report: PrReport): string {
  const preview = report.previewUrl && change.kind !== 'removed' && change.what !== 'public file'
  const title = preview ? `<a href="${escape(report.previewUrl!.replace(/\/$/, '') + change.url)}">${escape(change.url)}</a>` : escape(change.url)
  const shots = report.shots.filter((s) => s.url === change.url && change.what === 'page')
  return `<section><h3><span class="kind">${escape(change.what)}, ${change.kind} (${escape(change.lang)})</span> ${title}</h3>${fieldsHtml(change)}${wordsHtml(change)}${shotsHtml(shots)}${change.what === 'social image' ? imagesHtml(report.images[change.file], change.file) : ''}</section>`
}

/** The report a person opens: counts, causes, and for each change its diff and screenshots. */
export function reportHtml(report: PrReport): string {
  const { changes, unseen } = report.comparison
  const body: string[] = [`<h1>What this pull request changes on the site</h1>`, `<p>Base <code>${escape(report.base)}</code>, head <code>${escape(report.head)}</code>.</p>`]
  if (!changes.length) body.push('<p><strong>Nothing a visitor sees changes.</strong></p>')
  else body.push(`<p><strong>${escape(counts(changes))}</strong></p>`)
  if (unseen.length) body.push(`<p>${unseen.length} files differ only in what no visitor sees (script and style hashes, markup): <code>${unseen.map(escape).join('</code>, <code>')}</code>.</p>`)
  for (const group of report.groups) {
    const cause = group.causes.length ? group.causes.map((c) => `<code>${escape(c)}</code>`).join(', ') : `Cause unknown: ${escape(group.unknown ?? '')}`
    body.push(`<h2>${cause}: ${group.changes.length} ${group.changes.length === 1 ? 'file' : 'files'}</h2>`)
    if (group.alike.length) body.push(`<p>On every one: ${group.alike.map(escape).join('; ')}</p>`)
    body.push(...group.changes.map((change) => changeHtml(change, report)))
  }
  if (report.notShot.length) body.push(`<h2>Changed pages without screenshots</h2><p>The most changed first: ${report.notShot.map((u) => `<code>${escape(u)}</code>`).join(', ')}.</p>`)
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pull request report</title><style>${STYLE}</style></head>
<body><main>${body.join('\n')}</main></body>
</html>
`
}
