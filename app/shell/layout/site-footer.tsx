import { styled } from '@linaria/react'
import { Link } from '@tanstack/react-router'
import { hiddenInPrint } from '~/components/styles/print'
import { colors, layout, media } from '~/components/styles/theme'
import { CompanyDeckLink } from '~/features/documents/company-deck-link'
import { useSiteConfig } from '~/features/site/use-site-config'
import { m } from '~/paraglide/messages'
import { LanguageSwitcher } from './language-switcher'
import { MenuGroupLinks } from './menu-group-links'
import { menuLinkLists } from './menu-link-lists'
import { menuTree } from './menu-tree'

const Footer = styled.footer`
  background: ${colors.secondary};
  color: ${colors.thirdSoft};
  font-size: 14px;
  margin-top: 120px;
  /* Scrolled to the end, the last row stays above the hot corner, which never covers a link (the 日本語 once). */
  padding: 60px 24px ${layout.hotCornerSize + 2 * layout.hotCornerInset}px;
  /* Below the fold on every page: laid out and painted only when near the viewport (decision 16). */
  content-visibility: auto;
  contain-intrinsic-size: auto 900px;
  /* On paper: the company's details under a rule, in the page's ink (no dark band behind light text). */
  ${media.print} {
    background: none;
    border-top: 1px solid ${colors.border};
    break-inside: avoid;
    color: ${colors.text};
    margin-top: 32px;
    padding: 12px 0 0;
    dt {
      color: ${colors.text};
    }
  }
`

const Inner = styled.div`
  margin: 0 auto;
  max-width: ${layout.maxContentWidth}px;
`

const Groups = styled.div`
  display: grid;
  gap: 32px 24px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  h2 {
    color: ${colors.textInverse};
    font-size: 15px;
    margin: 0 0 12px;
  }
  ${menuLinkLists}
  a,
  button {
    display: inline-block;
    padding: 4px 0;
  }
  a:hover,
  button:hover {
    color: ${colors.textInverse};
    text-decoration: underline;
  }
  ${hiddenInPrint}
`

const Divider = styled.hr`
  border: 0;
  border-top: 1px solid ${colors.secondarySoft};
  margin: 40px 0 24px;
  ${hiddenInPrint}
`

const Bottom = styled.div`
  display: grid;
  gap: 24px;
  ${media.md} {
    grid-template-columns: 1fr auto;
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
    margin: 0 0 12px;
  }
  dl > div {
    display: flex;
    gap: 6px;
    min-width: 0;
  }
  dt {
    color: ${colors.textInverse};
    flex: none;
  }
  dd {
    margin: 0;
    min-width: 0;
  }
  a {
    color: inherit;
  }
`

const LegalLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  a {
    color: ${colors.textInverse};
    text-decoration: none;
  }
  ${hiddenInPrint}
`

/** Footer: menu groups, language switcher, company information and copyright. */
export function SiteFooter() {
  const site = useSiteConfig()
  const { company } = site
  const details: Array<{ term: string; value: string; href?: string }> = [
    { term: m.footer_ceo(), value: company.ceo },
    { term: m.footer_address(), value: company.address },
    { term: m.footer_business_reg_no(), value: company.businessRegNo },
    { term: m.footer_mail_order_reg_no(), value: company.mailOrderRegNo },
    { term: m.footer_phone(), value: company.phone, href: `tel:${company.phone.replace(/[^0-9+]/g, '')}` },
    { term: m.footer_email(), value: company.email, href: `mailto:${company.email}` },
  ]
  return (
    <Footer aria-label={m.footer_label()}>
      <Inner>
        <Groups>
          {menuTree.map((group) => (
            <MenuGroupLinks key={group.id} group={group} idPrefix="footer" />
          ))}
        </Groups>
        <Divider />
        <Bottom>
          <div>
            <LegalLinks>
              <li>
                <Link to="/terms">{m.footer_terms()}</Link>
              </li>
              <li>
                <Link to="/privacy">{m.footer_privacy()}</Link>
              </li>
              <li>
                <Link to="/faq">{m.footer_faq()}</Link>
              </li>
              <li>
                <CompanyDeckLink />
              </li>
            </LegalLinks>
            <address>
              <strong>{company.name}</strong>
              <dl>
                {details.map(({ term, value, href }) => (
                  <div key={term}>
                    <dt>{term}</dt>
                    <dd>{href ? <a href={href}>{value}</a> : value}</dd>
                  </div>
                ))}
              </dl>
            </address>
            <p>{m.footer_copyright({ year: String(new Date().getFullYear()), company: company.name.replace(/\.$/, '') })}</p>
          </div>
          <LanguageSwitcher />
        </Bottom>
      </Inner>
    </Footer>
  )
}
