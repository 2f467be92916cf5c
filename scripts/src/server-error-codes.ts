import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

/*
 * Which error codes each operation's handler can raise, read from the server's source with
 * the TypeScript checker (issue 27): a raise site is a call of the server's error catalogue
 * (`errors.*` or `createError` in server/src/errors.ts) whose code argument has a literal
 * type (or a union of them); a function reaches every raise site in its body and in every
 * function it calls or hands on, followed through imports. The codes an operation can
 * answer are those its handler reaches. Over-approximate on purpose: a branch never taken
 * still counts, so a code the contract does not list fails before a shopper meets it.
 */

export interface ServerErrorCodes {
  /** operationId -> the codes its handler can raise, sorted. */
  operations: Map<string, string[]>;
  /** Raise sites whose code is not a literal type, so which code it is cannot be known. */
  unknown: string[];
}

type FunctionUnit = ts.FunctionLikeDeclaration;

const CATALOGUE_FILE = 'errors.ts';

/** The function the node belongs to: the nearest one with a name a caller can use. */
function unitOf(node: ts.Node): FunctionUnit | undefined {
  for (let current = node.parent; current; current = current.parent) {
    if (ts.isFunctionDeclaration(current) || ts.isMethodDeclaration(current)) return current;
    if (
      (ts.isArrowFunction(current) || ts.isFunctionExpression(current)) &&
      (ts.isVariableDeclaration(current.parent) || ts.isPropertyAssignment(current.parent))
    )
      return current;
  }
  return undefined;
}

/** Members of an interface (a payment provider's `initiate`) -> the functions that implement them. */
type Implementations = Map<ts.Symbol, FunctionUnit[]>;

/** The functions a symbol stands for (through import aliases and `const f = () => …`). */
function unitsOfSymbol(
  checker: ts.TypeChecker,
  symbol: ts.Symbol | undefined,
  implementations?: Implementations,
): FunctionUnit[] {
  if (!symbol) return [];
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const units: FunctionUnit[] = [...(implementations?.get(target) ?? [])];
  for (const declaration of target.declarations ?? []) {
    if (ts.isFunctionDeclaration(declaration) || ts.isMethodDeclaration(declaration)) {
      if (declaration.body) units.push(declaration);
    } else if (
      (ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration)) &&
      declaration.initializer &&
      (ts.isArrowFunction(declaration.initializer) ||
        ts.isFunctionExpression(declaration.initializer))
    ) {
      units.push(declaration.initializer);
    }
  }
  return units;
}

/** The string literal types a type stands for; undefined when it is not only literals. */
function literalsOf(type: ts.Type): string[] | undefined {
  const parts = type.isUnion() ? type.types : [type];
  const values: string[] = [];
  for (const part of parts) {
    if (part.isStringLiteral()) values.push(part.value);
    else if (!(part.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void))) return undefined;
  }
  return values;
}

/** The index of the parameter named `code` of a catalogue function, if it has one. */
function codeParameterIndex(unit: FunctionUnit): number {
  return unit.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === 'code');
}

export function readServerErrorCodes(
  tsconfigPath: string,
  operationIds: ReadonlySet<string>,
  /** The largest union a raise site may stand for before it counts as not knowable. */
  maxCodesPerSite = 40,
): ServerErrorCodes {
  const config = ts.getParsedCommandLineOfConfigFile(
    tsconfigPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error(`cannot read ${tsconfigPath}`);
  const program = ts.createProgram(config.fileNames, config.options);
  const checker = program.getTypeChecker();
  const serverDir = dirname(resolve(tsconfigPath));
  const catalogue = resolve(serverDir, 'src', CATALOGUE_FILE);
  const sources = program
    .getSourceFiles()
    .filter((file) => file.fileName.startsWith(`${serverDir}/src/`))
    .filter(
      (file) => !/\.test\.ts$|^src\/test\/|^src\/fuzz\//.test(relative(serverDir, file.fileName)),
    );

  const codesOf = new Map<FunctionUnit, Set<string>>();
  const callsOf = new Map<FunctionUnit, Set<FunctionUnit>>();
  const roots = new Map<string, Set<FunctionUnit>>();
  const unknown: string[] = [];
  const add = <T>(map: Map<FunctionUnit, Set<T>>, unit: FunctionUnit, value: T) => {
    const set = map.get(unit) ?? new Set<T>();
    set.add(value);
    map.set(unit, set);
  };
  const where = (node: ts.Node) => {
    const file = node.getSourceFile();
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    return `${file.fileName.slice(serverDir.length + 1)}:${line + 1}`;
  };

  // A call through an interface member reaches every object literal that implements it.
  const implementations: Implementations = new Map();
  function collectImplementations(node: ts.Node) {
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer)) &&
      ts.isObjectLiteralExpression(node.parent)
    ) {
      const contextual = checker.getContextualType(node.parent);
      const member = contextual?.getProperty(node.name.getText());
      if (member?.declarations?.some((d) => !ts.isPropertyAssignment(d))) {
        const list = implementations.get(member) ?? [];
        list.push(node.initializer);
        implementations.set(member, list);
      }
    }
    ts.forEachChild(node, collectImplementations);
  }
  for (const file of sources) collectImplementations(file);

  function visitRaise(call: ts.CallExpression, unit: FunctionUnit) {
    // The catalogue's own functions hand their `code` on; their callers name it.
    if (resolve(call.getSourceFile().fileName) === catalogue) return;
    const [callee] = unitsOfSymbol(checker, checker.getSymbolAtLocation(call.expression));
    if (!callee || resolve(callee.getSourceFile().fileName) !== catalogue) return;
    const index = codeParameterIndex(callee);
    if (index < 0) return;
    const argument = call.arguments[index];
    const parameter = callee.parameters[index];
    const type = argument
      ? checker.getTypeAtLocation(argument)
      : parameter?.initializer
        ? checker.getTypeAtLocation(parameter.initializer)
        : undefined;
    if (!type) return;
    const literals = literalsOf(type);
    if (!literals || literals.length > maxCodesPerSite) {
      unknown.push(`${where(call)}: ${checker.typeToString(type)}`);
      return;
    }
    for (const code of literals) add(codesOf, unit, code);
  }

  function visit(node: ts.Node) {
    const unit = unitOf(node);
    if (unit) {
      if (ts.isCallExpression(node)) visitRaise(node, unit);
      if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
        const symbol = checker.getSymbolAtLocation(node);
        for (const callee of unitsOfSymbol(checker, symbol, implementations)) {
          if (callee !== unit) add(callsOf, unit, callee);
        }
      }
    }
    // A handler map: `{ OperationId: async (request) => … }`, perhaps handed to a wrapper.
    if (
      (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) &&
      ts.isIdentifier(node.name) &&
      operationIds.has(node.name.text)
    ) {
      const handlerUnits = ts.isPropertyAssignment(node)
        ? ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer)
          ? [node.initializer]
          : unitsOfSymbol(checker, checker.getSymbolAtLocation(node.initializer))
        : unitsOfSymbol(checker, checker.getShorthandAssignmentValueSymbol(node));
      const set = roots.get(node.name.text) ?? new Set();
      for (const handler of handlerUnits) set.add(handler);
      const literal = node.parent;
      if (ts.isCallExpression(literal.parent)) {
        for (const wrapper of unitsOfSymbol(
          checker,
          checker.getSymbolAtLocation(literal.parent.expression),
        ))
          set.add(wrapper);
      }
      roots.set(node.name.text, set);
    }
    ts.forEachChild(node, visit);
  }
  for (const file of sources) visit(file);

  const operations = new Map<string, string[]>();
  for (const [operationId, starts] of roots) {
    const seen = new Set<FunctionUnit>();
    const codes = new Set<string>();
    const stack = [...starts];
    while (stack.length > 0) {
      const unit = stack.pop() as FunctionUnit;
      if (seen.has(unit)) continue;
      seen.add(unit);
      for (const code of codesOf.get(unit) ?? []) codes.add(code);
      for (const callee of callsOf.get(unit) ?? []) stack.push(callee);
    }
    operations.set(operationId, [...codes].sort());
  }
  return { operations, unknown };
}
