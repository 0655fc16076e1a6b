import { colors } from '~/components/styles/theme'

/** A member page's sections: well apart, each under a heading of this look (the page sets the space below it). */
export const mypageSections = `
  display: grid;
  gap: 56px;
  grid-template-columns: minmax(0, 1fr);
  h2 {
    color: ${colors.secondary};
    font-size: 22px;
  }
`
