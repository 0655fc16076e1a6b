import cluster from 'node:cluster'
// Nitro's accessors of its app and hooks, named as such here: they are not React hooks.
import { useNitroApp as nitroAppOfThisProcess, useNitroHooks as nitroHooks } from 'nitro/app'
import { serve } from 'srvx/node'
import { mayRedirect } from '~/features/redirects/redirect-answer.server'
import { log } from '~/server/logging/log.server'
import { answerWithKeptPage } from '~/server/page-cache/page-cache-node-hit'

/**
 * The server process the launcher runs (built as `server/worker.mjs`, app/server/launcher/server-launcher.ts): Nitro's
 * node-cluster server, with one difference. Node's request event first offers the request to the page cache
 * (page-cache-node-hit.ts), which answers a kept page by writing its bytes; any other request, and a page an editor's
 * redirect answers first, goes to the app through srvx and Nitro as before (app/server.ts). A kept page answered on
 * the platform's Request cost about three times what Node itself needs (issue 41, decision 94).
 */

const port = Number.parseInt(process.env.NITRO_PORT ?? process.env.PORT ?? '', 10)
const cert = process.env.NITRO_SSL_CERT
const key = process.env.NITRO_SSL_KEY
const workerId = cluster.isWorker ? process.env.WORKER_ID : undefined

const nitroApp = nitroAppOfThisProcess()
const server = serve({
  port: Number.isNaN(port) ? 3000 : port,
  hostname: process.env.NITRO_HOST || process.env.HOST,
  tls: cert && key ? { cert, key } : undefined,
  // Workers of a cluster share the port.
  node: { exclusive: false },
  silent: workerId ? workerId !== '1' : undefined,
  // Said outright: left unset, srvx leaves SIGTERM to Node's default (the process dies at once, no close hook run) when
  // CI or TEST is set, so a CI machine would stop the server otherwise than production does.
  gracefulShutdown: true,
  fetch: nitroApp.fetch,
})

const appHandler = server.node?.handler
const httpServer = server.node?.server
if (!appHandler || !httpServer) throw new Error('srvx made no Node server')
// Without this, an srvx that listened another way would answer every request twice (its way, and the one below).
if (!httpServer.listeners('request').includes(appHandler)) throw new Error("srvx does not answer on Node's request event")
httpServer.removeListener('request', appHandler)
httpServer.on('request', (request, response) => {
  if (!answerWithKeptPage(request, response, { answeredBefore: mayRedirect })) appHandler(request, response)
})

// As Nitro's own server does: its plugins' close hooks run once the server has closed (the backend's, the cluster's).
const closeServer = server.close.bind(server)
let closing: Promise<void> | undefined
server.close = (closeActiveConnections) =>
  closeServer(closeActiveConnections).finally(() => {
    closing ??= Promise.resolve(nitroHooks().callHook('close')).catch((error: unknown) =>
      log.error('server', 'a close hook failed', { error }),
    )
    return closing
  })

// Logged with their stacks, for the operator; the process goes on, as under Nitro's own server.
const stackOf = (error: unknown) => (error instanceof Error ? error.stack : String(error))
process.on('unhandledRejection', (error) => log.error('server', 'unhandled rejection', { stack: stackOf(error) }))
process.on('uncaughtException', (error) => log.error('server', 'uncaught exception', { stack: stackOf(error) }))
