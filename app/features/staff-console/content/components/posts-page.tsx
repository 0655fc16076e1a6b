import { styled } from '@linaria/react'
import { Link } from '@tanstack/react-router'
import { colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import { ConsoleEmpty } from '../../components/console-states'
import type { SectionProps } from '../../section-props'
import { postAddressOf, postPath, postTypeOrder } from '../post-address'
import { postTypeLabels } from '../post-labels'
import { NewPost } from './new-post'
import { PostList } from './post-list'
import { PostItem } from './post-workspace'

const TypeTabs = styled.nav`
  margin: 0 0 16px;
  ul {
    border-bottom: 1px solid ${colors.border};
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  a {
    border-bottom: 3px solid transparent;
    color: ${colors.text};
    display: inline-block;
    min-height: 44px;
    padding: 10px 14px;
    text-decoration: none;
  }
  a[aria-current='page'] {
    border-bottom-color: ${colors.primary};
    font-weight: 700;
  }
`

/** /admin/posts/<type>[/new | /<id>]: news, press, patents and theses, each type's list and editor. */
export default function PostsPage({ rest, search }: SectionProps) {
  const address = postAddressOf(rest)
  if (!address) return <ConsoleEmpty>{m.admin_not_found()}</ConsoleEmpty>
  return (
    <>
      <TypeTabs aria-label={m.admin_post_types()}>
        <ul>
          {postTypeOrder.map((type) => (
            <li key={type}>
              <Link
                to="/admin/$"
                params={{ _splat: postPath(type) }}
                search={{}}
                aria-current={type === address.type && address.view === 'list' ? 'page' : undefined}
              >
                {postTypeLabels[type]()}
              </Link>
            </li>
          ))}
        </ul>
      </TypeTabs>
      {address.view === 'list' ? (
        <PostList key={address.type} type={address.type} search={search} />
      ) : address.view === 'new' ? (
        <NewPost key={address.type} type={address.type} />
      ) : (
        <PostItem key={`${address.type}-${address.id}`} type={address.type} id={address.id} />
      )}
    </>
  )
}
