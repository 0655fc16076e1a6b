import { createFileRoute } from '@tanstack/react-router'
import { backendIsHealthy } from '~/backend/mount.server'
import { isDraining } from '~/server/http/draining'

/** No body a visitor could learn from, never kept by any cache. */
const headers = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }

/**
 * The load balancer's health check (deploy/haproxy/haproxy.cfg, decision 53): 200 once this process's backend is
 * started and its database answers, 503 while it starts, when the database does not answer, and from the moment it is
 * told to stop (it drains: it still serves every request a while, so the balancer sends nothing new before it closes).
 */
export const Route = createFileRoute('/api/health')({
  server: {
    handlers: {
      GET: async () =>
        !isDraining() && (await backendIsHealthy())
          ? new Response('ok\n', { status: 200, headers })
          : new Response('unavailable\n', { status: 503, headers }),
    },
  },
})
