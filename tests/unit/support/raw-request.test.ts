import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, it } from 'vitest'
import { rawRequest } from '../../support/raw-request.ts'

it('asks each request on a connection of its own, so no server can close a kept one under the next request', async () => {
  let connections = 0
  const server = createServer((_req, res) => res.end('ok')).on('connection', () => connections++)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  try {
    const { port } = server.address() as AddressInfo
    const answers = [await rawRequest(port, { path: '/a' }), await rawRequest(port, { path: '/b' })]
    expect(answers.map((answer) => [answer.status, answer.body.toString()])).toEqual([
      [200, 'ok'],
      [200, 'ok'],
    ])
    expect(connections).toBe(2)
  } finally {
    server.closeAllConnections()
    server.close()
  }
})
