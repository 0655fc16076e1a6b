import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import { colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import { ConsoleLanguageSwitch } from '../../frame/console-language-switch'

const Page = styled.div`
  background: ${colors.surface};
  min-height: 100vh;
  padding: 0 0 48px;
  header {
    align-items: center;
    background: ${colors.secondary};
    color: ${colors.textInverse};
    display: flex;
    gap: 16px;
    justify-content: space-between;
    padding: 10px 16px;
  }
  header p {
    font-weight: 700;
    margin: 0;
  }
  main {
    background: ${colors.background};
    border: 1px solid ${colors.border};
    border-radius: 10px;
    margin: 32px auto 0;
    max-width: 480px;
    padding: 28px 20px;
  }
  h1 {
    font-size: 24px;
    margin: 0 0 20px;
  }
  .alert {
    border-left: 4px solid ${colors.error};
    margin: 0 0 16px;
    padding: 8px 12px;
  }
  .notice {
    border-left: 4px solid ${colors.success};
    margin: 0 0 16px;
    padding: 8px 12px;
  }
`

/** The sign-in and invitation pages' frame: the console's name and language, and one card. */
export function SignInFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Page>
      <header>
        <p>{m.admin_console_title()}</p>
        <ConsoleLanguageSwitch />
      </header>
      <main id="console-main">
        <h1>{title}</h1>
        {children}
      </main>
    </Page>
  )
}
