import { describe, expect, it } from 'vitest'
import { inquiryFileLimits } from '~/api/contract/inquiry-form'
import { addAttachments, attachmentAcceptAttribute, attachmentProblems, hasAcceptedExtension } from './attachment-rules'

const MiB = 1024 * 1024
let clock = 0
const file = (name: string, size = 1000) => ({ name, size, lastModified: ++clock })

describe('attachment rules', () => {
  it('accepts the allowed types by extension, whatever the case', () => {
    for (const name of ['deck.pdf', 'LOGO.PNG', 'photo.jpeg', 'photo.JPG', 'a.webp', 'b.gif', 'c.docx', 'd.xlsx', 'e.pptx'])
      expect(hasAcceptedExtension(name), name).toBe(true)
    for (const name of ['run.exe', 'page.html', 'archive.zip', 'noextension', '.pdf', 'pdf', 'doc.pdf.exe'])
      expect(hasAcceptedExtension(name), name).toBe(false)
  })

  it('offers the picker both extensions and MIME types', () => {
    expect(attachmentAcceptAttribute.split(',')).toEqual(expect.arrayContaining(['.pdf', '.jpg', 'application/pdf', 'image/png']))
  })

  it('adds files in order and refuses each one that breaks a limit, saying why', () => {
    const first = file('spec.pdf')
    const result = addAttachments(
      [first],
      [file('virus.exe'), file('empty.png', 0), file('huge.pdf', inquiryFileLimits.maxFileBytes + 1), first, file('label.png')],
    )
    expect(result.files.map((f) => f.name)).toEqual(['spec.pdf', 'label.png'])
    expect(result.problems).toEqual([
      { kind: 'type_not_allowed', name: 'virus.exe' },
      { kind: 'empty', name: 'empty.png' },
      { kind: 'too_large', name: 'huge.pdf' },
      { kind: 'duplicate', name: 'spec.pdf' },
    ])
  })

  it('stops at the number of files and at the total size', () => {
    const six = Array.from({ length: inquiryFileLimits.maxFiles + 1 }, (_, index) => file(`page-${index}.png`))
    const counted = addAttachments([], six)
    expect(counted.files).toHaveLength(inquiryFileLimits.maxFiles)
    expect(counted.problems).toEqual([{ kind: 'too_many', name: `page-${inquiryFileLimits.maxFiles}.png` }])

    const big = [file('a.pdf', 9 * MiB), file('b.pdf', 9 * MiB), file('c.pdf', 9 * MiB), file('d.pdf', 1 * MiB)]
    const sized = addAttachments([], big)
    expect(sized.files.map((f) => f.name)).toEqual(['a.pdf', 'b.pdf', 'd.pdf'])
    expect(sized.problems).toEqual([{ kind: 'total_too_large', name: 'c.pdf' }])
  })

  it('finds nothing wrong with a list built by addAttachments, and the first problem of a bad one', () => {
    expect(attachmentProblems(addAttachments([], [file('a.pdf'), file('b.png')]).files)).toEqual([])
    expect(attachmentProblems([file('a.pdf'), file('b.svg')])).toEqual([{ kind: 'type_not_allowed', name: 'b.svg' }])
  })
})
