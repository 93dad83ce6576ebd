// The AWS SDK calls a program makes, read from its source: the `*Command` and `paginate*` imports
// from @aws-sdk/* in an entry module and the modules under one folder that it imports. The tests
// of the template's roles (infra/deploy-role.test.mjs, infra/lead-role.test.mjs) check each role's
// policy against them (grants(): what a policy allows), so a new call without its permission fails a test.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';

/**
 * Static imports of one module: [{ from, names }], plus whether it has any dynamic import().
 * @param {string} file
 */
export function importsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  /** @type {{ from: string, names: string[] }[]} */
  const imports = [];
  let dynamic = false;
  /** @param {import('typescript').Node} node */
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const from = node.moduleSpecifier.text;
      /** @type {string[]} */
      const names = [];
      const bindings = ts.isImportDeclaration(node) ? node.importClause?.namedBindings : node.exportClause;
      if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings))) {
        for (const element of bindings.elements) names.push((element.propertyName ?? element.name).text);
      } else if (bindings || (ts.isImportDeclaration(node) && node.importClause?.name)) {
        names.push('*'); // a namespace or default import: its calls cannot be read from the import
      }
      imports.push({ from, names });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      dynamic = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { imports, dynamic };
}

/**
 * The SDK commands that `entry` and the modules under `dir` it imports use, as
 * { module, command, file }: `FooCommand` → Foo, `paginateFoo` → Foo. Clients are not calls.
 * `modules` are the SDK packages the caller's table knows; `table` names that table in errors.
 * @param {string} entry
 * @param {string} dir
 * @param {string[]} modules
 * @param {string} table
 */
export function sdkCommands(entry, dir, modules, table) {
  /** @type {{ module: string, command: string, file: string }[]} */
  const commands = [];
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} file */
  const walk = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const { imports, dynamic } = importsOf(file);
    if (dynamic) throw new Error(`${file} has a dynamic import(): this test cannot tell which AWS calls it makes`);
    for (const { from, names } of imports) {
      if (from.startsWith('.')) {
        const target = resolve(dirname(file), from);
        if (target.startsWith(dir + '/')) walk(target);
        continue;
      }
      if (!from.startsWith('@aws-sdk/')) continue;
      if (!modules.includes(from)) {
        throw new Error(`${file} imports ${from}: add its commands to ${table} and the policy`);
      }
      for (const name of names) {
        if (name === '*') throw new Error(`${file} imports all of ${from}: import the commands by name`);
        const command = /^(\w+)Command$/.exec(name)?.[1] ?? /^paginate(\w+)$/.exec(name)?.[1];
        if (command) commands.push({ module: from, command, file });
        else if (!/Client$|Exception$|Error$/.test(name)) {
          throw new Error(`${file} imports ${name} from ${from}: say in ${table} which calls it makes`);
        }
      }
    }
  };
  walk(entry);
  return commands;
}

/**
 * What an identity policy's statements allow, as action → resources. Each statement must be a
 * plain Allow of named actions (no Deny, NotAction, NotResource, principal or wildcard action),
 * so that the map is all they allow; anything else throws.
 * @param {Record<string, unknown>[]} statements
 */
export function grants(statements) {
  /** An action or resource, or a list of them (policy JSON: strings). @param {unknown} value */
  const asList = (value) => /** @type {string[]} */ (Array.isArray(value) ? value : [value]);
  /** @type {Map<string, string[]>} */
  const allowed = new Map();
  for (const statement of statements) {
    const odd = ['NotAction', 'NotResource', 'Principal', 'NotPrincipal'].filter((key) => key in statement);
    if (statement.Effect !== 'Allow' || odd.length) throw new Error(`not a plain Allow: ${JSON.stringify(statement)}`);
    for (const action of asList(statement.Action)) {
      if (action.includes('*')) throw new Error(`a wildcard action: ${action}`);
      allowed.set(action, [...(allowed.get(action) ?? []), ...asList(statement.Resource)]);
    }
  }
  return allowed;
}
