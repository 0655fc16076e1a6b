import { styled } from '@linaria/react'
import { isPhoneRequired } from '~/api/contract/inquiry-form'
import { PageHeading } from '~/components/page/page-heading'
import { colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { InquiryForm } from './inquiry-form'

const Lead = styled.p`
  color: ${colors.textMuted};
  font-size: 18px;
  margin: 0 0 32px;
  max-width: 820px;
`

/** /contact: the inquiry form in the page's language (the phone rule follows the language). */
export function ContactPage() {
  const locale = getLocale()
  return (
    <article>
      <PageHeading />
      <Lead>{m.contact_intro()}</Lead>
      <InquiryForm locale={locale} phoneRequired={isPhoneRequired(locale)} />
    </article>
  )
}
