import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

/*
 * Writes to another domain's tables. Changing a table's rows stays with its owner, behind a
 * function of its index (server/README.md, "Domains"). Importing a table is refused
 * already (table-imports.ts, but for its list), so this is the second line of defence.
 * Found in the syntax tree: `x.insert(t)`, `x.update(t)` or `x.delete(t)` where `t` was
 * imported from another domain's index.
 */

export interface ForeignWrite {
  /** The writing file, relative to the source root. */
  file: string;
  operation: 'insert' | 'update' | 'delete';
  table: string;
  owner: string;
}

const WRITES = new Set(['insert', 'update', 'delete']);

/** The foreign writes of one file of `domain` (null: outside every domain). */
export function foreignWrites(root: string, file: string, domain: string | null): ForeignWrite[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const imported = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    const target = relative(root, resolve(dirname(file), statement.moduleSpecifier.text)).split(
      '/',
    );
    const owner = target[0] === 'domains' && target.length === 3 ? target[1] : undefined;
    const bindings = statement.importClause?.namedBindings;
    if (!owner || owner === domain || statement.importClause?.isTypeOnly) continue;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      if (!element.isTypeOnly) imported.set(element.name.text, owner);
    }
  }
  const found: ForeignWrite[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      WRITES.has(node.expression.name.text)
    ) {
      const [table] = node.arguments;
      const owner = table && ts.isIdentifier(table) ? imported.get(table.text) : undefined;
      if (table && owner) {
        found.push({
          file: relative(root, file),
          operation: node.expression.name.text as ForeignWrite['operation'],
          table: (table as ts.Identifier).text,
          owner,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
