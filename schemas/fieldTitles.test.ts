import {describe, expect, it} from 'vitest'
import {schemaTypes} from './index'

/**
 * Every field an editor sees has a title written for them (not one made from its name, like
 * "Percent Of Spend"), at any depth: fields of documents and objects, of objects inside arrays, and
 * of objects inside those.
 */
type FieldDef = {
  name: string
  type: string
  title?: string
  description?: unknown
  fields?: FieldDef[]
  of?: FieldDef[]
}

function untitled(fields: FieldDef[] | undefined, path: string, out: string[]) {
  for (const field of fields ?? []) {
    const here = `${path}.${field.name}`
    if (!field.title) out.push(here)
    untitledMembers(field, here, out)
  }
}

function untitledMembers(def: FieldDef, path: string, out: string[]) {
  untitled(def.fields, path, out)
  for (const member of def.of ?? []) untitledMembers(member, `${path}[${member.name ?? member.type}]`, out)
}

function fieldsWithoutTitle(types: readonly unknown[]): string[] {
  const out: string[] = []
  for (const type of types as FieldDef[]) untitledMembers(type, type.name, out)
  return out
}

describe('every field has a title', () => {
  it('walks nested objects and arrays of objects', () => {
    const sample = [
      {
        name: 't',
        type: 'document',
        fields: [
          {name: 'a', type: 'string', title: 'A'},
          {
            name: 'list',
            type: 'array',
            title: 'List',
            of: [{type: 'object', name: 'row', fields: [{name: 'deep', type: 'string'}]}],
          },
        ],
      },
    ]
    expect(fieldsWithoutTitle(sample)).toEqual(['t.list[row].deep'])
  })

  it('holds for the whole schema', () => {
    expect(fieldsWithoutTitle(schemaTypes)).toEqual([])
  })
})
