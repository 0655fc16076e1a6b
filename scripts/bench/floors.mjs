// The floors the site's cache hits are read against, measured in the same run on the same bytes (issue 41): a bare
// Node `http` server sending each captured answer's exact bytes and headers (bare-node-floor.mjs), and nginx with
// one worker sending the same bytes, which also shows whether wrk is the limit: a figure of the site is refused when
// nginx on the same bytes does not reach five times it. Both run on the servers' CPU (SERVER_CPU), wrk on the other.

import { spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { join } from 'node:path'
import { run } from './lib.mjs'
import { SERVER_CPU } from './server-cpu.mjs'

const floorDir = join(import.meta.dirname, '..', '..', '.output-bench', 'floors')
const ports = { node: 3320, nginx: 3321 }
/** nginx on the same bytes must reach this many times a figure for wrk not to be its limit. */
export const GENERATOR_HEADROOM = 5
/** Headers of one connection, not of the answer: the floor's server sets its own. */
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length'])

/** One answer's bytes as they went over the wire (not decompressed) and its headers. */
function captureRaw(url, headers) {
  return new Promise((done, fail) => {
    request(url, { headers }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('end', () =>
        done({
          body: Buffer.concat(chunks),
          headers: Object.fromEntries(Object.entries(response.headers).filter(([name]) => !hopByHop.has(name))),
        }),
      )
    })
      .on('error', fail)
      .end()
  })
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms))

async function answers(url) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if ((await fetch(url).catch(() => undefined))?.ok) return
    await sleep(100)
  }
  throw new Error(`${url} did not answer`)
}

function spawnOnServerCpu(command, args) {
  const child = spawn('taskset', ['-c', SERVER_CPU, command, ...args], { stdio: ['ignore', 'ignore', 'inherit'] })
  const exited = new Promise((done) => child.on('exit', done))
  // taskset runs the command in its own place: the child's pid is the server's.
  return {
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM')
      await exited
    },
  }
}

/**
 * Captures each target's answer from the site at `base` (a page-cache hit by then) and starts both floors on those
 * bytes. Resolves to `{ nodeUrl(target), nginxUrl(target), nodePid, stop() }`.
 */
export async function startFloors(base, targets, headers) {
  await run('bash', ['scripts/ensure-packages.sh', 'nginx', 'wrk'])
  rmSync(floorDir, { recursive: true, force: true })
  mkdirSync(join(floorDir, 'files'), { recursive: true })
  const manifest = []
  for (const target of targets) {
    // The second answer is the kept one: a page-cache hit, with the headers a hit carries.
    await captureRaw(`${base}${target.path}`, headers)
    const { body, headers: answerHeaders } = await captureRaw(`${base}${target.path}`, headers)
    const file = join(floorDir, 'files', target.file)
    writeFileSync(file, body)
    manifest.push({ path: `/${target.file}`, file, headers: answerHeaders })
  }
  writeFileSync(join(floorDir, 'manifest.json'), JSON.stringify(manifest))
  writeFileSync(
    join(floorDir, 'nginx.conf'),
    `daemon off;
user root;
worker_processes 1;
pid ${join(floorDir, 'nginx.pid')};
error_log stderr error;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  default_type text/html;
  client_body_temp_path ${floorDir};
  proxy_temp_path ${floorDir};
  fastcgi_temp_path ${floorDir};
  uwsgi_temp_path ${floorDir};
  scgi_temp_path ${floorDir};
  server { listen 127.0.0.1:${ports.nginx}; root ${join(floorDir, 'files')}; }
}
`,
  )
  const nodeFloor = spawnOnServerCpu(process.execPath, [
    join(import.meta.dirname, 'bare-node-floor.mjs'),
    join(floorDir, 'manifest.json'),
    String(ports.node),
  ])
  const nginxFloor = spawnOnServerCpu('nginx', ['-c', join(floorDir, 'nginx.conf'), '-p', floorDir])
  const first = targets[0]?.file ?? ''
  await Promise.all([answers(`http://127.0.0.1:${ports.node}/${first}`), answers(`http://127.0.0.1:${ports.nginx}/${first}`)])
  return {
    headroom: GENERATOR_HEADROOM,
    nodePid: nodeFloor.pid,
    nodeUrl: (target) => `http://127.0.0.1:${ports.node}/${target.file}`,
    nginxUrl: (target) => `http://127.0.0.1:${ports.nginx}/${target.file}`,
    stop: async () => {
      await Promise.all([nodeFloor.stop(), nginxFloor.stop()])
    },
  }
}
