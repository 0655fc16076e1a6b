import { styled } from '@linaria/react'
import { useId } from 'react'
import { colors } from '~/components/styles/theme'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { axisTicks, barTotal, niceCeiling, stackSegments } from './chart-scale'
import { tableLook } from './table-look'

/** Distinguishable fills, darkest first, each with at least 3:1 contrast to the white plot. */
const palette = ['#16794b', '#1f6fd1', '#9a6700', '#c62828', '#5b3cc4', '#00796b', '#ad1457', '#546e7a', '#6d4c41']

export interface ChartSeries {
  key: string
  label: string
}

export interface ChartBar {
  key: string
  /** Under the bar (short: a week's Monday, a month). */
  label: string
  /** In the table and the tooltip (a week's full name). */
  longLabel: string
  values: Record<string, number>
}

const Figure = styled.figure`
  background: ${colors.background};
  border: 1px solid ${colors.border};
  border-radius: 8px;
  margin: 0;
  padding: 16px;
  figcaption {
    font-size: 17px;
    font-weight: 700;
    margin: 0 0 12px;
  }
  svg {
    display: block;
    height: auto;
    width: 100%;
  }
  svg text {
    fill: ${colors.textMuted};
    font-size: 12px;
  }
  /* The grid's colour in the stylesheet: a token read at run time would keep the palette in every page's chunk. */
  svg line {
    stroke: ${colors.border};
  }
  .legend {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 16px;
    list-style: none;
    margin: 12px 0 0;
    padding: 0;
    font-size: 14px;
  }
  .legend span {
    border-radius: 2px;
    display: inline-block;
    height: 12px;
    margin-right: 6px;
    vertical-align: -1px;
    width: 12px;
  }
  details {
    margin-top: 12px;
  }
  summary {
    cursor: pointer;
    min-height: 44px;
    padding: 10px 0;
  }
  .table-scroll {
    overflow-x: auto;
  }
  ${tableLook}
  th,
  td {
    padding: 6px 8px;
    text-align: right;
    white-space: nowrap;
  }
  th:first-child {
    text-align: left;
  }
`

const width = 720
const height = 260
const plot = { left: 40, right: 8, top: 8, bottom: 28 }

/**
 * A stacked bar chart drawn by React as SVG (on the server too: no chart library, nothing for the public pages), with
 * its legend, and the same figures as a table for screen readers and anyone who prefers numbers.
 */
export function StackedBarChart({
  title,
  series,
  bars,
}: {
  title: string
  series: readonly ChartSeries[]
  bars: readonly ChartBar[]
}) {
  const titleId = useId()
  const plotWidth = width - plot.left - plot.right
  const plotHeight = height - plot.top - plot.bottom
  const stacks = bars.map((bar) => series.map(({ key }) => ({ key, value: bar.values[key] ?? 0 })))
  const top = niceCeiling(Math.max(0, ...stacks.map(barTotal)))
  const slot = plotWidth / Math.max(1, bars.length)
  const barWidth = Math.min(40, slot * 0.7)
  const fill = (key: string) => palette[series.findIndex((candidate) => candidate.key === key) % palette.length]
  const grandTotal = stacks.reduce((sum, stack) => sum + barTotal(stack), 0)

  return (
    <Figure aria-labelledby={titleId}>
      <figcaption id={titleId}>{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`${title}: ${m.admin_chart_total()} ${formatNumber(grandTotal)}`}
      >
        <g transform={`translate(${plot.left} ${plot.top})`}>
          {axisTicks(top).map((tick) => {
            const y = plotHeight - (tick / top) * plotHeight
            return (
              <g key={tick}>
                <line x1={0} x2={plotWidth} y1={y} y2={y} />
                <text x={-6} y={y + 4} textAnchor="end">
                  {formatNumber(tick)}
                </text>
              </g>
            )
          })}
          {bars.map((bar, index) => {
            const x = index * slot + (slot - barWidth) / 2
            return (
              <g key={bar.key}>
                {stackSegments(stacks[index] ?? [], top, plotHeight).map((segment) => (
                  <rect key={segment.key} x={x} y={segment.y} width={barWidth} height={segment.height} fill={fill(segment.key)}>
                    <title>{`${bar.longLabel} · ${series.find((s) => s.key === segment.key)?.label}: ${formatNumber(segment.value)}`}</title>
                  </rect>
                ))}
                <text x={x + barWidth / 2} y={plotHeight + 18} textAnchor="middle">
                  {bar.label}
                </text>
              </g>
            )
          })}
        </g>
      </svg>
      <ul className="legend">
        {series.map((entry) => (
          <li key={entry.key}>
            <span style={{ background: fill(entry.key) }} aria-hidden="true" />
            {entry.label}
          </li>
        ))}
      </ul>
      <details>
        <summary>{m.admin_chart_table_toggle()}</summary>
        <div className="table-scroll">
          <table>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{m.admin_chart_period()}</th>
                {series.map((entry) => (
                  <th key={entry.key} scope="col">
                    {entry.label}
                  </th>
                ))}
                <th scope="col">{m.admin_chart_total()}</th>
              </tr>
            </thead>
            <tbody>
              {bars.map((bar, index) => (
                <tr key={bar.key}>
                  <th scope="row">{bar.longLabel}</th>
                  {series.map((entry) => (
                    <td key={entry.key}>{formatNumber(bar.values[entry.key] ?? 0)}</td>
                  ))}
                  <td>{formatNumber(barTotal(stacks[index] ?? []))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </Figure>
  )
}
