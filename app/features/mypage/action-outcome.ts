/** What a member's action answers the page: its data, or a message fit to show (nothing is thrown). */
export type ActionOutcome<T> = { ok: true; data: T } | { ok: false; status: number; code: string; message: string }
