/** A text message as it was handed to the sender. */
export interface SmsMessage {
  /** Digits only, e.g. 01012345678. */
  to: string
  text: string
  sentAt: Date
}

/** Delivers one text message; rejects when the provider did not accept it. */
export interface SmsSender {
  /** 'solapi'; 'outbox' (logged and kept in memory) on a site on loopback without it; 'none' elsewhere (decision 96). */
  readonly kind: 'outbox' | 'solapi' | 'none'
  send(to: string, text: string): Promise<void>
  /** The outbox only: the latest messages to a number, newest first (for the admin API and the tests). */
  recent?(to: string, limit?: number): SmsMessage[]
}
