import { useEffect, useState } from 'react'

/** Seconds left until `deadline` (0 once past), ticking every second; undefined without a deadline. */
export function useCountdown(deadline: number | undefined): number | undefined {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (deadline === undefined) return
    setNow(Date.now())
    const timer = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [deadline])
  return deadline === undefined ? undefined : Math.max(0, Math.ceil((deadline - now) / 1000))
}

/** 179 → '2:59'. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}
