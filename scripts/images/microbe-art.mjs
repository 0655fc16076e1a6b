// Abstract microbiome artwork (rod-shaped lactobacilli and round cocci on a soft gradient), drawn as SVG
// from a seeded random generator so that every build produces the same pictures.

function seededRandom(seed) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

const palettes = {
  hero: { from: '#0f5e3a', to: '#1b1f24', cells: ['#7fd1a4', '#b9e7cd', '#e6f4ec', '#4fb07f'] },
  'business-material': { from: '#e6f4ec', to: '#b9e7cd', cells: ['#16794b', '#2e9a63', '#0f5e3a', '#7fd1a4'] },
  'business-pb': { from: '#fdf3e4', to: '#f5d9b0', cells: ['#c26a1b', '#e39a4f', '#16794b', '#f0b878'] },
  'business-research': { from: '#e8eef7', to: '#c5d3ea', cells: ['#2f5597', '#5b7fc0', '#16794b', '#8fa9d8'] },
}

function rod(random, width, height, color) {
  const x = random() * width
  const y = random() * height
  const length = 40 + random() * 120
  const thickness = 14 + random() * 22
  const angle = Math.round(random() * 180)
  const opacity = (0.35 + random() * 0.55).toFixed(2)
  return `<rect x="${(x - length / 2).toFixed(1)}" y="${(y - thickness / 2).toFixed(1)}" width="${length.toFixed(1)}" height="${thickness.toFixed(1)}" rx="${(thickness / 2).toFixed(1)}" fill="${color}" opacity="${opacity}" transform="rotate(${angle} ${x.toFixed(1)} ${y.toFixed(1)})"/>`
}

function coccus(random, width, height, color) {
  const radius = 6 + random() * 18
  const opacity = (0.3 + random() * 0.5).toFixed(2)
  return `<circle cx="${(random() * width).toFixed(1)}" cy="${(random() * height).toFixed(1)}" r="${radius.toFixed(1)}" fill="${color}" opacity="${opacity}"/>`
}

/** One picture as SVG markup, `width` by `height`. */
export function microbeArt(name, width, height) {
  const palette = palettes[name]
  if (!palette) throw new Error(`no palette for image '${name}'`)
  const random = seededRandom([...name].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7))
  const count = Math.round((width * height) / 9000)
  const shapes = []
  for (let index = 0; index < count; index++) {
    const color = palette.cells[index % palette.cells.length]
    shapes.push(random() < 0.65 ? rod(random, width, height, color) : coccus(random, width, height, color))
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>
<filter id="soft"><feGaussianBlur stdDeviation="1.2"/></filter></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<g filter="url(#soft)">${shapes.join('')}</g>
</svg>`
}
