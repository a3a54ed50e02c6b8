import { createServer, request, type IncomingHttpHeaders, type RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RawAnswer {
  status: number
  headers: IncomingHttpHeaders
  /** Names and values as they came, repeated headers apart: [name, value, name, value...]. */
  rawHeaders: string[]
  /** The bytes as sent, never decompressed. */
  body: Buffer
}

export interface RawRequest {
  method?: string
  path: string
  /** Sent as given, Host included (fetch neither sets Host nor sends TRACE). */
  headers?: Record<string, string>
  body?: string | Buffer
}

/**
 * One request through node:http to 127.0.0.1:`port`, decoding nothing, on a connection of its own: Node's global agent keeps
 * sockets alive, and a server closing an idle one as the next request goes out fails that request with "socket hang up".
 */
export function rawRequest(port: number, { method = 'GET', path, headers = {}, body }: RawRequest): Promise<RawAnswer> {
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** One request to `handler` on a server of its own, on a free port, closed afterwards. */
export async function rawRequestTo(handler: RequestListener, options: RawRequest): Promise<RawAnswer> {
  const server = createServer(handler)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  try {
    return await rawRequest((server.address() as AddressInfo).port, options)
  } finally {
    server.close()
  }
}
