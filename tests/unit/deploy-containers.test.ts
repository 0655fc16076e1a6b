import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { envSchema } from '~/config/env-schema'

/**
 * What the suite can check of deploy/compose.yaml without the registry its PostgreSQL and Varnish images come from
 * (the site's image itself is built and run by tests/container/site-image.test.ts): that the pieces fit each other.
 */
interface Service {
  image?: string
  build?: { context: string; dockerfile: string }
  environment?: Record<string, string>
  volumes?: string[]
  ports?: string[]
  network_mode?: string
  depends_on?: Record<string, { condition: string }> | string[]
  healthcheck?: { test: string[] }
  profiles?: string[]
}

const compose = parse(readFileSync('deploy/compose.yaml', 'utf8')) as { services: Record<string, Service> }
const { database, site, cache, storage } = compose.services as Record<string, Service>
const containerfile = readFileSync('Containerfile', 'utf8')
const vcl = readFileSync('deploy/varnish/site.vcl', 'utf8')

describe('deploy/compose.yaml', () => {
  it('sets the site only variables the site reads, and builds it from the Containerfile', () => {
    const known = Object.keys(envSchema.entries)
    for (const variable of Object.keys(site?.environment ?? {})) expect(known, variable).toContain(variable)
    expect(site?.build).toEqual({ context: '..', dockerfile: 'Containerfile', args: expect.any(Object) })
  })

  it('starts the site once its database answers, at the address the site is given', () => {
    expect(database?.healthcheck?.test.join(' ')).toContain('pg_isready')
    expect(site?.depends_on).toEqual({ database: { condition: 'service_healthy' } })
    expect(new URL(site?.environment?.DATABASE_URL ?? '').host).toBe('database:5432')
  })

  it('puts Varnish, with the committed VCL, where its backend is the site and the site’s purges are allowed', () => {
    expect(cache?.network_mode).toBe('service:site')
    expect(cache?.volumes).toContain('./varnish/site.vcl:/etc/varnish/default.vcl:ro')
    const backendPort = /backend site \{[^}]*\.port = "(\d+)"/.exec(vcl)?.[1]
    expect(/^\s+PORT=(\d+)/m.exec(containerfile)?.[1]).toBe(backendPort)
    expect(/\.host = "([^"]+)"/.exec(vcl)?.[1]).toBe('127.0.0.1')
    expect(/acl purgers \{[^}]*"127\.0\.0\.1"/.test(vcl)).toBe(true)
    // Visitors reach Varnish's port; the site purges that port on loopback.
    const varnishPort = /:(\d+)$/.exec(site?.ports?.[0] ?? '')?.[1]
    expect(new URL(site?.environment?.PURGE_URL ?? '').port || '80').toBe(varnishPort)
  })

  it('keeps S3 an option: the store only under its profile', () => {
    expect(storage?.profiles).toEqual(['s3'])
    expect(compose.services['storage-bucket']?.profiles).toEqual(['s3'])
  })
})

describe('the Containerfile', () => {
  it('copies the command lines it ships with every module they import', () => {
    const copied = /COPY --from=build ((?:\/src\/scripts\/\S+\.mjs\s+(?:\\\s+)?)+)\.\/scripts\//.exec(containerfile)?.[1]
    const scripts = [...(copied ?? '').matchAll(/\/src\/scripts\/(\S+\.mjs)/g)].map(([, file]) => file as string)
    expect(scripts).toEqual(expect.arrayContaining(['staff.mjs', 'backup.mjs']))
    for (const script of scripts) {
      const imports = [...readFileSync(`scripts/${script}`, 'utf8').matchAll(/^import .* from '([^']+)'/gm)].map(
        ([, from]) => from as string,
      )
      for (const from of imports) {
        if (from.startsWith('node:')) continue
        expect(scripts, `${script} imports ${from}`).toContain(from.replace(/^\.\//, ''))
      }
    }
  })
})
