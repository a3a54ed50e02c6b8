import type { StoredMessage } from './store.ts'

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Every value on the page goes through this: messages hold whatever a visitor typed. */
export function escapeHtml(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '')
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char)
}

function renderMessage(message: StoredMessage): string {
  const params = Object.entries(message.template_params)
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('')
  const from = message.template_params.user_name ?? message.template_params.user_email ?? '(no name)'
  return `<article>
<h2>${escapeHtml(from)}</h2>
<p class="meta"><time datetime="${escapeHtml(message.receivedAt)}">${escapeHtml(message.receivedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time>
 · ${escapeHtml(message.via)} · service <code>${escapeHtml(message.service_id)}</code> · template <code>${escapeHtml(message.template_id)}</code>
 · key <code>${escapeHtml(message.user_id)}</code> · lib ${escapeHtml(message.lib_version ?? 'unknown')}</p>
<dl>${params}</dl>
</article>`
}

/** /__outbox: the stored messages, newest first, as a small page a developer can read. */
export function renderOutboxPage(messages: StoredMessage[], dir: string, maxMessages: number): string {
  const count = messages.length
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Outbox (${count})</title>
<style>
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1c2738; background: #f7f9fc; }
main { max-width: 48rem; margin: 0 auto; padding: 2rem 1rem; }
h1 { margin: 0 0 .25rem; }
.lead, .meta { color: #4a5568; }
.meta { font-size: .875rem; margin: 0 0 .75rem; }
article { background: #fff; border: 1px solid #dbe2ec; border-radius: 12px; padding: 1rem 1.25rem; margin: 1rem 0; }
h2 { font-size: 1.125rem; margin: 0 0 .25rem; overflow-wrap: anywhere; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; margin: 0; }
dt { font-weight: 600; font-family: ui-monospace, monospace; font-size: .875rem; }
dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
</style>
</head>
<body>
<main>
<h1>Local outbox</h1>
<p class="lead">What the contact form sent while no EmailJS public key was configured: ${count} message${count === 1 ? '' : 's'}, newest first, stored in <code>${escapeHtml(dir)}</code>.
The outbox keeps the newest ${maxMessages}: older ones are deleted as new ones arrive.</p>
${count ? messages.map(renderMessage).join('\n') : '<p>No messages yet.</p>'}
</main>
</body>
</html>
`
}
