import ts from 'typescript';

/** A key an audit entry records in its before or after value, and where. */
export interface RecordedKey {
  key: string;
  /** `modules/tokens/service/manage.ts:72 tokens.create`: the call and its action as written. */
  where: string;
}

export interface AuditFieldScan {
  /** The `recordAudit` calls read. */
  calls: number;
  keys: RecordedKey[];
  /** Values whose keys the scan cannot list: each is a failure of the rule. */
  unreadable: string[];
}

type Sides = Map<'before' | 'after', ts.Expression>;

/**
 * Every key the `recordAudit` calls of `files` write in `before` and `after`, nested objects'
 * keys included (a stored file, with its `fileName`, is shown by name: its keys are not). The
 * keys are read from the values' types, so a value built elsewhere (`entrySnapshot(row)`) counts
 * too; a value typed by an index signature is followed to where its keys come from: a
 * `Object.fromEntries` of typed keys, or the assignments to an empty object.
 */
export function scanAuditFields(program: ts.Program, files: readonly string[]): AuditFieldScan {
  const checker = program.getTypeChecker();
  const scan: AuditFieldScan = { calls: 0, keys: [], unreadable: [] };
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`not in the program: ${file}`);
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'recordAudit'
      ) {
        scan.calls += 1;
        readCall(checker, source, node, scan);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return scan;
}

function readCall(
  checker: ts.TypeChecker,
  source: ts.SourceFile,
  call: ts.CallExpression,
  scan: AuditFieldScan,
): void {
  const { line } = source.getLineAndCharacterOfPosition(call.getStart(source));
  const entry = call.arguments[2];
  const at = `${source.fileName.replace(/^.*\/src\//, '')}:${line + 1}`;
  if (!entry || !ts.isObjectLiteralExpression(entry)) {
    scan.unreadable.push(`${at}: the entry is not written as an object`);
    return;
  }
  const sides: Sides = new Map();
  collectSides(entry, sides);
  const where = `${at} ${actionOf(entry, source)}`;
  for (const [side, value] of sides) {
    const keys = keysOf(checker, value, checker.getTypeAtLocation(value), []);
    if (keys === null || keys.length === 0) {
      scan.unreadable.push(`${where}: ${side} ${value.getText(source)}`);
      continue;
    }
    for (const key of keys) scan.keys.push({ key, where });
  }
}

/** `before` and `after` as written, also inside a spread (`...(cond && { before })`). */
function collectSides(entry: ts.ObjectLiteralExpression, sides: Sides): void {
  for (const property of entry.properties) {
    if (ts.isSpreadAssignment(property)) {
      for (const inner of objectLiteralsIn(property.expression)) collectSides(inner, sides);
      continue;
    }
    const name = property.name && ts.isIdentifier(property.name) ? property.name.text : '';
    if (name !== 'before' && name !== 'after') continue;
    if (ts.isPropertyAssignment(property)) sides.set(name, property.initializer);
    if (ts.isShorthandPropertyAssignment(property)) sides.set(name, property.name);
  }
}

function objectLiteralsIn(expression: ts.Expression): ts.ObjectLiteralExpression[] {
  const found: ts.ObjectLiteralExpression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) found.push(node);
    else ts.forEachChild(node, visit);
  };
  visit(expression);
  return found;
}

function actionOf(entry: ts.ObjectLiteralExpression, source: ts.SourceFile): string {
  const action = entry.properties.find(
    (property): property is ts.PropertyAssignment =>
      ts.isPropertyAssignment(property) && property.name.getText(source) === 'action',
  );
  return action ? action.initializer.getText(source).replace(/^['`]|['`]$/g, '') : '?';
}

const plainTypes = ts.TypeFlags.StringLike | ts.TypeFlags.NumberLike | ts.TypeFlags.BooleanLike;

/**
 * The keys of a value of type `type` (written as `node`, when known), nested ones included;
 * `[]` for a plain value (a string, a number, a list of them), `null` when they cannot be listed.
 */
function keysOf(
  checker: ts.TypeChecker,
  node: ts.Node | undefined,
  type: ts.Type,
  seen: ts.Type[],
): string[] | null {
  if (seen.includes(type)) return [];
  const nested = [...seen, type];
  if (type.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined | plainTypes)) return [];
  if (type.flags & ts.TypeFlags.Never) return [];
  if (type.isUnion())
    return unionOf(type.types.map((member) => keysOf(checker, node, member, nested)));
  if (checker.isArrayType(type) || checker.isTupleType(type)) {
    const items = checker.getTypeArguments(type as ts.TypeReference);
    return unionOf(items.map((item) => keysOf(checker, undefined, item, nested)));
  }
  if (!(type.flags & ts.TypeFlags.Object)) return null;
  const properties = checker.getPropertiesOfType(type);
  if (properties.some((property) => property.name === 'fileName')) return [];
  if (properties.length > 0) {
    const names = properties.map((property) => property.name);
    const inner = properties.map((property) =>
      keysOf(checker, undefined, checker.getTypeOfSymbol(property), nested),
    );
    return unionOf([names, ...inner]);
  }
  return node ? keysWrittenBy(checker, node, nested) : null;
}

function unionOf(lists: (string[] | null)[]): string[] | null {
  if (lists.some((list) => list === null)) return null;
  return [...new Set(lists.flatMap((list) => list ?? []))];
}

/** Where a value typed by an index signature gets its keys, followed through the code. */
function keysWrittenBy(checker: ts.TypeChecker, node: ts.Node, seen: ts.Type[]): string[] | null {
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) {
    return keysWrittenBy(checker, node.expression, seen);
  }
  if (ts.isIdentifier(node)) {
    const declaration = declarationOf(checker, node);
    if (!declaration?.initializer) return null;
    const initializer = declaration.initializer;
    if (ts.isObjectLiteralExpression(initializer) && initializer.properties.length === 0) {
      return assignedKeys(checker, declaration, seen);
    }
    if (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer)) return null;
    return keysWrittenBy(checker, initializer, seen);
  }
  if (ts.isCallExpression(node)) {
    const callee = node.expression;
    if (ts.isPropertyAccessExpression(callee) && callee.getText() === 'Object.fromEntries') {
      const entries = node.arguments[0];
      return entries ? entryKeys(checker, checker.getTypeAtLocation(entries)) : null;
    }
    if (ts.isIdentifier(callee)) {
      const body = functionBodyOf(declarationOf(checker, callee));
      return body ? keysWrittenBy(checker, body, seen) : null;
    }
  }
  return null;
}

function declarationOf(
  checker: ts.TypeChecker,
  name: ts.Identifier,
): ts.VariableDeclaration | undefined {
  const symbol = ts.isShorthandPropertyAssignment(name.parent)
    ? checker.getShorthandAssignmentValueSymbol(name.parent)
    : checker.getSymbolAtLocation(name);
  const resolved =
    symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  return resolved?.declarations?.find(ts.isVariableDeclaration);
}

/** The returned expression of `const pick = (x) => expression`. */
function functionBodyOf(declaration: ts.VariableDeclaration | undefined): ts.Expression | null {
  const fn = declaration?.initializer;
  if (!fn || !(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn))) return null;
  return ts.isBlock(fn.body) ? null : fn.body;
}

/** The keys of `Object.fromEntries(entries)`: the first element of each entry, typed keys. */
function entryKeys(checker: ts.TypeChecker, entries: ts.Type): string[] | null {
  const [entry] = checker.isArrayType(entries)
    ? checker.getTypeArguments(entries as ts.TypeReference)
    : [];
  if (!entry || !checker.isTupleType(entry)) return null;
  const [key] = checker.getTypeArguments(entry as ts.TypeReference);
  if (!key) return null;
  const literals = key.isUnion() ? key.types : [key];
  const names = literals.map((literal) => (literal.isStringLiteral() ? literal.value : null));
  return names.every((name) => name !== null) ? names : null;
}

/** `const before: Record<string, unknown> = {}` then `before.name = …`: the names assigned. */
function assignedKeys(
  checker: ts.TypeChecker,
  declaration: ts.VariableDeclaration,
  seen: ts.Type[],
): string[] | null {
  const scope = ts.findAncestor(declaration, (node) => ts.isBlock(node) || ts.isSourceFile(node));
  if (!scope || !ts.isIdentifier(declaration.name)) return null;
  const name = declaration.name.text;
  const keys: string[] = [];
  let readable = true;
  const visit = (node: ts.Node) => {
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      ts.isIdentifier(node.left.expression) &&
      node.left.expression.text === name
    ) {
      keys.push(node.left.name.text);
      const inner = keysOf(checker, node.right, checker.getTypeAtLocation(node.right), seen);
      if (inner === null) readable = false;
      else keys.push(...inner);
    } else if (
      ts.isElementAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === name
    ) {
      readable = false;
    }
    ts.forEachChild(node, visit);
  };
  visit(scope);
  return readable && keys.length > 0 ? [...new Set(keys)] : null;
}
