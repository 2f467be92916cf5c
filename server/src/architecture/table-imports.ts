import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/*
 * Imports of another domain's tables. A domain reads and writes its tables at home and
 * answers other domains through functions of its index (server/README.md, "Domains"), so a
 * table object that leaves its domain is refused. A table is a value made by drizzle's
 * `pgTable(…)`: found in the syntax tree of the owner's files, then followed through the
 * re-exports of its index (`export { a as b } from`, `export * from`, an import exported
 * again), so a renamed table is still one.
 */

export interface TableImport {
  /** The importing file, relative to the source root. */
  file: string;
  /** The table's name as the owner's index exports it. */
  table: string;
  owner: string;
}

const parse = (file: string) =>
  ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some(({ kind }) => kind === ts.SyntaxKind.ExportKeyword);

/** The local names a module binds to `pgTable` of drizzle (usually just `pgTable`). */
function pgTableNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    if (!statement.moduleSpecifier.text.startsWith('drizzle-orm')) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      if ((element.propertyName ?? element.name).text === 'pgTable') names.add(element.name.text);
    }
  }
  return names;
}

/** Whether `node` is a call of one of `makers`: `pgTable(…)` or a local factory of tables. */
const makesTable = (node: ts.Node, makers: Set<string>) =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && makers.has(node.expression.text);

/**
 * The names that make tables in a module: `pgTable` as imported, and local factories that
 * return one (`const provider = (name: string) => pgTable(name, {…})`), which make tables
 * of the same columns under several names.
 */
function tableMakers(source: ts.SourceFile): Set<string> {
  const makers = pgTableNames(source);
  const returnsTable = (body: ts.Node | undefined): boolean => {
    if (!body) return false;
    if (!ts.isBlock(body)) return makesTable(body, makers);
    return body.statements.some(
      (statement) =>
        ts.isReturnStatement(statement) &&
        statement.expression !== undefined &&
        makesTable(statement.expression, makers),
    );
  };
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name && returnsTable(statement.body)) {
      makers.add(statement.name.text);
    }
    if (!ts.isVariableStatement(statement)) continue;
    for (const { name, initializer } of statement.declarationList.declarations) {
      const isFactory =
        initializer &&
        (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer)) &&
        returnsTable(initializer.body);
      if (isFactory && ts.isIdentifier(name)) makers.add(name.text);
    }
  }
  return makers;
}

/** A relative module specifier as a file path, when it names one (with or without `.ts`). */
function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const path = resolve(dirname(from), specifier);
  for (const candidate of [path, `${path}.ts`, join(path, 'index.ts')]) {
    if (candidate.endsWith('.ts') && existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * The names under which `file` exports a table, read once per file. `seen` stops a loop of
 * re-exports (which biome refuses anyway).
 */
export function exportedTables(
  file: string,
  cache = new Map<string, Set<string>>(),
  seen = new Set<string>(),
): Set<string> {
  const known = cache.get(file);
  if (known) return known;
  const tables = new Set<string>();
  if (seen.has(file)) return tables;
  seen.add(file);
  const source = parse(file);
  const makers = tableMakers(source);
  const tablesOf = (specifier: string) => {
    const target = resolveModule(file, specifier);
    return target ? exportedTables(target, cache, seen) : new Set<string>();
  };
  // Local names holding a table: defined here, or imported from a module exporting one.
  const local = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (!init || !makesTable(init, makers) || !ts.isIdentifier(declaration.name)) continue;
        local.add(declaration.name.text);
        if (isExported(statement)) tables.add(declaration.name.text);
      }
    } else if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const bindings = statement.importClause?.namedBindings;
      if (statement.importClause?.isTypeOnly || !bindings || !ts.isNamedImports(bindings)) continue;
      const imported = tablesOf(statement.moduleSpecifier.text);
      for (const element of bindings.elements) {
        if (imported.has((element.propertyName ?? element.name).text)) local.add(element.name.text);
      }
    }
  }
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly) continue;
    const specifier =
      statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : null;
    const from = specifier ? tablesOf(specifier) : local;
    const clause = statement.exportClause;
    if (!clause) {
      for (const name of from) tables.add(name);
    } else if (ts.isNamedExports(clause)) {
      for (const element of clause.elements) {
        const original = (element.propertyName ?? element.name).text;
        if (!element.isTypeOnly && from.has(original)) tables.add(element.name.text);
      }
    }
  }
  cache.set(file, tables);
  return tables;
}

/**
 * The tables `file` (of `domain`, null outside every domain) imports from another domain's
 * index: named imports and re-exports, and `ns.table` on a namespace import.
 */
export function tableImports(
  root: string,
  file: string,
  domain: string | null,
  cache = new Map<string, Set<string>>(),
): TableImport[] {
  const source = parse(file);
  const found: TableImport[] = [];
  const namespaces = new Map<string, { owner: string; tables: Set<string> }>();
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    const target = resolve(dirname(file), specifier.text);
    const parts = relative(root, target).split('/');
    const owner = parts[0] === 'domains' && parts.length === 3 ? parts[1] : undefined;
    if (!owner || owner === domain || parts[2] !== 'index.ts' || !existsSync(target)) continue;
    const tables = exportedTables(target, cache);
    const report = (table: string) => found.push({ file: relative(root, file), table, owner });
    if (isImport) {
      if (statement.importClause?.isTypeOnly) continue;
      const bindings = statement.importClause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) {
        namespaces.set(bindings.name.text, { owner, tables });
      } else if (bindings) {
        for (const element of bindings.elements) {
          const name = (element.propertyName ?? element.name).text;
          if (!element.isTypeOnly && tables.has(name)) report(name);
        }
      }
    } else if (!statement.isTypeOnly) {
      const clause = statement.exportClause;
      if (!clause) for (const name of tables) report(name);
      else if (ts.isNamedExports(clause)) {
        for (const element of clause.elements) {
          const name = (element.propertyName ?? element.name).text;
          if (!element.isTypeOnly && tables.has(name)) report(name);
        }
      }
    }
  }
  if (namespaces.size > 0) {
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
        const namespace = namespaces.get(node.expression.text);
        if (namespace?.tables.has(node.name.text)) {
          found.push({ file: relative(root, file), table: node.name.text, owner: namespace.owner });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}
