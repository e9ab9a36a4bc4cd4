import { connect, createServer, type Server, type Socket } from 'node:net'

export interface TcpProxy {
  /** `postgres://…` of the target, with the proxy's host and port. */
  url: string
  /** The network fails: open connections are reset, new ones refused. */
  cut(): Promise<void>
  /** The network fails silently: new connections are accepted and never answered. */
  blackhole(): void
  /** The network is back, on the same port. */
  reopen(): Promise<void>
  close(): Promise<void>
}

/** A TCP relay between the app's pool and a real PostgreSQL, to take the database away without stopping it. */
export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl)
  const sockets = new Set<Socket>()
  let silent = false
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
  }
  const relay = (client: Socket) => {
    track(client)
    if (silent) return
    const upstream = connect(Number(target.port || 5432), target.hostname)
    track(upstream)
    client.pipe(upstream).pipe(client)
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  }
  let server: Server = createServer(relay)
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        const address = server.address()
        resolve(typeof address === 'object' && address ? address.port : port)
      })
    })
  const port = await listen(0)
  const resetAll = () => {
    for (const socket of sockets) socket.resetAndDestroy()
  }
  const stop = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()))
  const url = new URL(targetUrl)
  url.hostname = '127.0.0.1'
  url.port = String(port)
  return {
    url: url.toString(),
    async cut() {
      const closed = stop()
      resetAll()
      await closed
    },
    blackhole() {
      silent = true
      resetAll()
    },
    async reopen() {
      silent = false
      resetAll() // the connections accepted in silence are dead to the pool anyway
      if (!server.listening) {
        server = createServer(relay)
        await listen(port)
      }
    },
    async close() {
      const closed = stop()
      resetAll()
      await closed
    },
  }
}
