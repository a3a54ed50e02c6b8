import type { Expression, Program } from 'estree'

/**
 * A JSON value as an ESTree expression: how the build turns data the content check produced
 * (validated frontmatter, a component's typed attributes) into code, without ever parsing text
 * an editor wrote as JavaScript.
 */
export function valueToEstree(value: unknown): Expression {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return { type: 'Literal', value }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot write ${value} as a literal`)
    return value < 0 || Object.is(value, -0)
      ? { type: 'UnaryExpression', operator: '-', prefix: true, argument: { type: 'Literal', value: -value } }
      : { type: 'Literal', value }
  }
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(valueToEstree) }
  if (typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, item]) => ({
        type: 'Property',
        key: { type: 'Literal', value: key },
        value: valueToEstree(item),
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
      })),
    }
  }
  throw new Error(`Cannot write a ${typeof value} as a literal`)
}

/** `export const <name> = <value>` as a program, for an MDX ESM node. */
export function exportConst(name: string, value: unknown): Program {
  return {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExportNamedDeclaration',
        specifiers: [],
        source: null,
        attributes: [],
        declaration: {
          type: 'VariableDeclaration',
          kind: 'const',
          declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name }, init: valueToEstree(value) }],
        },
      },
    ],
  }
}

/** An expression alone as a program, for an MDX attribute value. */
export function expressionProgram(value: unknown): Program {
  return { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: valueToEstree(value) }] }
}
