import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** Every build plugin, stand-in module and patch that rewrites a dependency's code (decision 122). */
const folder = 'scripts/dependency-rewrites'
const columns = ['Rewrite', 'Files', 'What it rewrites', 'Upstream', 'Measured gain', 'Remove when']

/** The rows of the folder's README table, each cell by its column's heading. */
function listedRewrites() {
  const [heading, , ...rows] = readFileSync(`${folder}/README.md`, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('|'))
  const cellsOf = (line = '') =>
    line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim())
  expect(cellsOf(heading)).toEqual(columns)
  return rows.map((row) => Object.fromEntries(cellsOf(row).map((cell, index) => [columns[index], cell])))
}

const filesNamedIn = (cell = '') => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1])

describe('the rewrites of dependencies', () => {
  it('are each in the README table, which names no file the folder does not hold', () => {
    const held = readdirSync(folder)
      .filter((name) => name !== 'README.md')
      .sort()
    const named = [...new Set(listedRewrites().flatMap((row) => filesNamedIn(row.Files)))].sort()
    expect(named).toEqual(held)
  })

  it('each say where upstream stands, what they gain as measured on a date, and when they go', () => {
    for (const row of listedRewrites()) {
      expect(row.Upstream, row.Rewrite).toMatch(/https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/(issues|pull)\/\d+/)
      expect(row['Measured gain'], row.Rewrite).toMatch(/\d{4}-\d{2}-\d{2}/)
      expect(row['Remove when'], row.Rewrite).not.toBe('')
    }
  })

  it('are the only patches the install applies: patch-package reads this folder, and its default one does not exist', () => {
    const scripts = JSON.parse(readFileSync('package.json', 'utf8')).scripts as Record<string, string>
    expect(scripts['patch:dependencies']).toContain(`--patch-dir ${folder}`)
    expect(existsSync('patches')).toBe(false)
  })
})
