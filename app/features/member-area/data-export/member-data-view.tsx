import { styled } from '@linaria/react'
import { Fragment, type ReactNode } from 'react'
import type { MemberDataExport } from '~/api/contract/member-data-export-endpoints'
import { colors } from '~/components/styles/theme'
import { socialProviderNames } from '~/features/sign-in/social-provider-names'
import { formatDate } from '~/i18n/format'
import type { Locale } from '~/i18n/locales'
import { m } from '~/paraglide/messages'
import { formatDay, formatPoints } from '../components/points-format'
import { QnaStatus } from '../components/qna-status'
import { SampleStatus } from '../components/sample-status'
import { securityEventBrowser, securityEventText } from '../components/security-event-text'
import { sessionName } from '../components/session-name'
import { formatSessionTime } from '../components/session-time'

const Sections = styled.div`
  display: grid;
  gap: 32px;
  margin-top: 24px;
  h2 {
    color: ${colors.secondary};
    font-size: 20px;
    margin: 0 0 12px;
  }
  dl {
    display: grid;
    gap: 6px 16px;
    grid-template-columns: minmax(8em, max-content) minmax(0, 1fr);
    margin: 0;
  }
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ul {
    display: grid;
    gap: 12px;
    margin: 0;
    padding-left: 1.2em;
  }
  li p {
    margin: 4px 0 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`

const consentDocumentLabels = {
  terms: m.mypage_data_terms_agreed,
  privacy: m.mypage_data_privacy_agreed,
  marketing: m.mypage_data_marketing,
}

const yesNo = (value: boolean) => (value ? m.mypage_data_yes() : m.mypage_data_no())
const orNone = (value: string | null | undefined) => value || m.mypage_data_none()

function Rows({ rows }: { rows: Array<[label: string, value: string]> }) {
  return (
    <dl>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  )
}

function List<T>({ items, render }: { items: T[]; render: (item: T) => ReactNode }) {
  return items.length ? <ul>{items.map(render)}</ul> : <p>{m.mypage_data_none()}</p>
}

/** The download as a person reads it: each part under its heading, in the page's language; printable. */
export function MemberDataView({ data, locale }: { data: MemberDataExport; locale: Locale }) {
  const { profile, consents } = data
  const time = (timestamp: string) => formatSessionTime(timestamp, locale)
  const address = [profile.zipcode, profile.address1, profile.address2].filter(Boolean).join(' ')
  return (
    <Sections>
      <p>{m.mypage_data_as_of({ time: time(data.exportedAt) })}</p>
      <section aria-labelledby="data-profile">
        <h2 id="data-profile">{m.mypage_data_profile()}</h2>
        <Rows
          rows={[
            [m.auth_name_label(), profile.name],
            [m.auth_email_label(), orNone(profile.email)],
            [m.mypage_data_email_verified(), profile.emailVerifiedAt ? time(profile.emailVerifiedAt) : m.mypage_data_no()],
            [m.mypage_mobile_label(), orNone(profile.mobile)],
            [m.mypage_address1_label(), orNone(address)],
            [m.mypage_birthday_label(), orNone(profile.birthday)],
            [
              m.mypage_data_sign_up_method(),
              profile.signUpMethod === 'email' ? m.mypage_data_email_method() : socialProviderNames[profile.signUpMethod],
            ],
            [m.mypage_data_joined(), time(profile.createdAt)],
          ]}
        />
      </section>
      <section aria-labelledby="data-consents">
        <h2 id="data-consents">{m.mypage_data_consents()}</h2>
        <Rows
          rows={[
            [m.mypage_data_terms_agreed(), time(consents.termsAgreedAt)],
            [m.mypage_data_privacy_agreed(), time(consents.privacyAgreedAt)],
            [m.mypage_data_marketing(), yesNo(consents.marketing)],
          ]}
        />
      </section>
      <section aria-labelledby="data-consent-history">
        <h2 id="data-consent-history">{m.mypage_data_consent_history()}</h2>
        <List
          items={data.consentHistory}
          render={(entry) => (
            <li key={`${entry.document}-${entry.at}`}>
              {m.mypage_data_consent_line({
                time: time(entry.at),
                document: consentDocumentLabels[entry.document](),
                answer: yesNo(entry.agreed),
                version: entry.version
                  ? m.mypage_data_version({ date: formatDate(entry.version, locale) })
                  : m.mypage_data_version_unknown(),
              })}
            </li>
          )}
        />
      </section>
      <section aria-labelledby="data-social">
        <h2 id="data-social">{m.mypage_data_social()}</h2>
        <List
          items={data.socialAccounts}
          render={(account) => (
            <li key={account.provider}>
              {socialProviderNames[account.provider]} · {time(account.linkedAt)}
            </li>
          )}
        />
      </section>
      <section aria-labelledby="data-points">
        <h2 id="data-points">{m.page_mypage_points()}</h2>
        <p>
          {m.points_balance()}: {formatPoints(data.points.balance)}
        </p>
        <List
          items={data.points.entries}
          render={(entry) => (
            <li key={entry.id}>
              {m.mypage_data_points_line({
                date: formatDay(entry.date, locale),
                description: entry.description,
                saved: formatPoints(entry.saved),
                used: formatPoints(entry.used),
              })}
            </li>
          )}
        />
      </section>
      <section aria-labelledby="data-questions">
        <h2 id="data-questions">{m.page_mypage_qna()}</h2>
        <List
          items={data.questions}
          render={(question) => (
            <li key={question.id}>
              <strong>{question.title}</strong> · {m.mypage_data_asked_on({ date: formatDay(question.createdAt, locale) })} ·{' '}
              <QnaStatus status={question.status} />
              <p>{question.content}</p>
              {question.answer ? (
                <p>
                  {m.qna_answer_heading()}: {question.answer.content}
                </p>
              ) : null}
            </li>
          )}
        />
      </section>
      <section aria-labelledby="data-samples">
        <h2 id="data-samples">{m.page_sample()}</h2>
        <List
          items={data.samples}
          render={(sample) => (
            <li key={sample.id}>
              {m.mypage_data_requested_on({ date: formatDay(sample.createdAt, locale) })} ·{' '}
              {sample.materials.map((material) => material.name).join(', ')} · {sample.quantity}
              <p>
                {sample.recipient} · {sample.mobile} · {sample.zipcode} {sample.address1} {sample.address2}
              </p>
              <SampleStatus
                status={sample.status}
                carrier={sample.carrier}
                trackingNumber={sample.trackingNumber}
                declineReason={sample.declineReason}
              />
            </li>
          )}
        />
      </section>
      <section aria-labelledby="data-sessions">
        <h2 id="data-sessions">{m.page_mypage_sessions()}</h2>
        <List
          items={data.sessions}
          render={(session) => (
            <li key={session.id}>
              {sessionName(session)} · {m.mypage_data_last_used({ time: time(session.lastUsedAt) })}
            </li>
          )}
        />
      </section>
      <section aria-labelledby="data-passkeys">
        <h2 id="data-passkeys">{m.mypage_passkeys_title()}</h2>
        <List
          items={data.passkeys}
          render={(passkey) => (
            <li key={passkey.id}>
              {passkey.name} · {m.mypage_passkeys_created({ date: time(passkey.createdAt) })}
            </li>
          )}
        />
      </section>
      <section aria-labelledby="data-security-history">
        <h2 id="data-security-history">{m.mypage_security_history_title()}</h2>
        <List
          items={data.securityHistory}
          render={(event) => (
            <li key={`${event.at}-${event.kind}-${event.subject}`}>
              {[time(event.at), securityEventText(event), securityEventBrowser(event)].filter(Boolean).join(' · ')}
            </li>
          )}
        />
      </section>
      <section aria-labelledby="data-exports">
        <h2 id="data-exports">{m.mypage_data_exports()}</h2>
        <List items={data.exports} render={(at) => <li key={at}>{time(at)}</li>} />
      </section>
    </Sections>
  )
}
