import { news2023 } from './news-2023'
import { news2024 } from './news-2024'
import { news2025 } from './news-2025'
import { news2026 } from './news-2026'
import type { SeedNews } from './types'

/** All news items, oldest first (split by year to keep files short). */
export const news: SeedNews[] = [...news2023, ...news2024, ...news2025, ...news2026]
