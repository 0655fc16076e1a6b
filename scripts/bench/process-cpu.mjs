// The processor time a server spends, read from Linux's /proc: the bench's second measure of a kept answer's cost
// (issue 41). A throughput is refused when wrk may be its limit (floors.mjs); the processor time each request costs
// the server is measured whether or not the server was kept busy, so the site and its floors compare either way.

import { readdirSync, readFileSync } from 'node:fs'

const TICKS_PER_SECOND = 100

/** A process and every process under it (the site's launcher and its workers). */
function processTree(pid) {
  const tree = [pid]
  for (let at = 0; at < tree.length; at++) {
    for (const thread of threadsOf(tree[at])) {
      const children = readFileSync(`/proc/${tree[at]}/task/${thread}/children`, 'utf8').trim()
      if (children) tree.push(...children.split(' ').map(Number))
    }
  }
  return tree
}

function threadsOf(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`)
  } catch {
    return []
  }
}

/** User and system time of `pid`'s threads and its descendants', in milliseconds, as /proc counts them (10 ms ticks). */
export function processTreeCpuMs(pid) {
  let ticks = 0
  for (const member of processTree(pid)) {
    for (const thread of threadsOf(member)) {
      // The fields after the command's name, which is in parentheses and may hold spaces: utime and stime are 12 and 13.
      const stat = readFileSync(`/proc/${member}/task/${thread}/stat`, 'utf8')
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND
}
