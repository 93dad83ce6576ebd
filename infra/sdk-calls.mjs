// The AWS calls a program makes, read from its source, and what a policy allows: the role tests compare them, so a call without its permission fails.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

/** `FooCommand` and `paginateFoo` imports (Foo) of `entry` and the modules under `dir` it imports; `table` knows `modules`. @param {string} entry @param {string} dir @param {string[]} modules @param {string} table */
export function sdkCommands(entry, dir, modules, table) {
  const commands = /** @type {{ module: string, command: string, file: string }[]} */ ([]);
  const seen = new Set();
  const walk = (/** @type {string} */ file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const visit = (/** @type {import('typescript').Node} */ node) => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        throw new Error(`${file} has a dynamic import(): this test cannot tell which AWS calls it makes`);
      }
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        const from = node.moduleSpecifier.text;
        if (from.startsWith('.') && resolve(dirname(file), from).startsWith(dir + '/')) walk(resolve(dirname(file), from));
        if (from.startsWith('@aws-sdk/')) sdkImport(file, from, ts.isImportDeclaration(node) ? node.importClause : node);
      }
      ts.forEachChild(node, visit);
    };
    visit(ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
  };
  /** @param {string} file @param {string} from @param {import('typescript').ImportClause | import('typescript').ExportDeclaration | undefined} clause */
  const sdkImport = (file, from, clause) => {
    if (!modules.includes(from)) throw new Error(`${file} imports ${from}: add its commands to ${table} and the policy`);
    const bindings = clause && (ts.isImportClause(clause) ? clause.namedBindings : clause.exportClause);
    if ((clause && ts.isImportClause(clause) && clause.name) || (bindings && !ts.isNamedImports(bindings) && !ts.isNamedExports(bindings))) {
      throw new Error(`${file} imports all of ${from}: import the commands by name`);
    }
    for (const element of bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings)) ? bindings.elements : []) {
      const name = (element.propertyName ?? element.name).text;
      const command = /^(\w+)Command$/.exec(name)?.[1] ?? /^paginate(\w+)$/.exec(name)?.[1];
      if (command) commands.push({ module: from, command, file });
      else if (!/Client$|Exception$|Error$/.test(name)) throw new Error(`${file} imports ${name} from ${from}: say in ${table} which calls it makes`);
    }
  };
  walk(entry);
  return commands;
}

// Action → resources; only plain Allows of named actions are taken, so that the map is all the statements allow.
export function grants(/** @type {Record<string, unknown>[]} */ statements) {
  const asList = (/** @type {unknown} */ value) => /** @type {string[]} */ (Array.isArray(value) ? value : [value]);
  const allowed = /** @type {Map<string, string[]>} */ (new Map());
  for (const statement of statements) {
    const odd = ['NotAction', 'NotResource', 'Principal', 'NotPrincipal'].some((key) => key in statement);
    if (statement.Effect !== 'Allow' || odd) throw new Error(`not a plain Allow: ${JSON.stringify(statement)}`);
    for (const action of asList(statement.Action)) {
      if (action.includes('*')) throw new Error(`a wildcard action: ${action}`);
      allowed.set(action, [...(allowed.get(action) ?? []), ...asList(statement.Resource)]);
    }
  }
  return allowed;
}
