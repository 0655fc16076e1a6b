// The cache hits' floor (issue 41): a bare Node `http` server sending each captured answer's exact bytes and headers,
// what a page-cache hit has to do and nothing more. Run by floors.mjs on the servers' CPU:
//   node scripts/bench/bare-node-floor.mjs <manifest.json> <port>
// The manifest lists `{ path, file, headers }`: the address to answer, the body's file, the headers as captured.

import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [manifestPath, port] = process.argv.slice(2)
const answers = new Map(
  JSON.parse(readFileSync(manifestPath, 'utf8')).map(({ path, file, headers }) => {
    const body = readFileSync(file)
    return [path, { body, headers: { ...headers, 'content-length': String(body.length) } }]
  }),
)

createServer((request, response) => {
  const answer = answers.get(request.url ?? '')
  if (!answer) {
    response.writeHead(404).end()
    return
  }
  response.writeHead(200, answer.headers).end(answer.body)
}).listen(Number(port), '127.0.0.1')
