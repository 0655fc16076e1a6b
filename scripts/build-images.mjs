// Renders the site's images (scripts/images/microbe-art.mjs) into public/images/: every width of
// app/components/ui/image-catalog.ts in AVIF, WebP and a JPEG fallback. Run by postinstall and before every build;
// a real photograph would take the artwork's place as the source and go through the same pipeline.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { fallbackImageFormat, imageCatalog, modernImageFormats } from '../app/components/ui/image-catalog.ts'
import { microbeArt } from './images/microbe-art.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const outDir = join(root, 'public', 'images')
const encoders = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 72 }),
  jpg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
}

// The pictures are rebuilt when the artwork, the catalog or this script changes.
const inputs = ['scripts/images/microbe-art.mjs', 'app/components/ui/image-catalog.ts', 'scripts/build-images.mjs']
const fingerprint = createHash('sha256')
for (const input of inputs) fingerprint.update(readFileSync(join(root, input)))
const stamp = join(outDir, '.fingerprint')
const current = fingerprint.digest('hex')
if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== current) rmSync(outDir, { recursive: true, force: true })
mkdirSync(outDir, { recursive: true })
let written = 0
for (const asset of Object.values(imageCatalog)) {
  const source = Buffer.from(microbeArt(asset.name, asset.width, asset.height))
  for (const width of asset.widths) {
    for (const format of [...modernImageFormats, fallbackImageFormat]) {
      const file = join(outDir, `${asset.name}-${width}.${format}`)
      if (existsSync(file)) continue
      const output = await encoders[format](sharp(source).resize(width)).toBuffer()
      writeFileSync(file, output)
      written++
    }
  }
}
writeFileSync(stamp, current)
if (written) console.log(`build-images: ${written} files in public/images`)
