import { createFileRoute } from '@tanstack/react-router'
import { backendIsHealthy } from '~/backend/mount.server'

/** No body a visitor could learn from, never kept by any cache. */
const headers = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }

/**
 * The load balancer's health check (deploy/haproxy/haproxy.cfg, decision 53): 200 once this process's backend is
 * started and its database answers, 503 while it starts, when the database does not answer, and while it shuts down.
 */
export const Route = createFileRoute('/api/health')({
  server: {
    handlers: {
      GET: async () =>
        (await backendIsHealthy())
          ? new Response('ok\n', { status: 200, headers })
          : new Response('unavailable\n', { status: 503, headers }),
    },
  },
})
