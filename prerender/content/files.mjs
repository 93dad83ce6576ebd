// The content files (src/content/*.yaml), checked when a build or the dev server starts. A page's
// module imports its file as the checked data, so a file goes only into the chunks that show it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { CONTENT_FILES } from '../../src/content/schema.mjs';
import { ContentError, schemaProblems } from './posts.mjs';

/** @param {string} source @param {import('zod').ZodType} schema @returns {{ data: unknown, problems?: undefined } | { problems: string[], data?: undefined }} */
export function parseContentFile(source, schema) {
  let data;
  try {
    data = parseYaml(source, { prettyErrors: true });
  } catch (error) {
    return { problems: [`file: expected valid YAML: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`] };
  }
  const checked = schema.safeParse(data);
  return checked.success ? { data: checked.data } : { problems: schemaProblems(checked.error, 'file') };
}

/** Absolute path → { name, data }; a ContentError lists every problem of every file. */
export function loadContentFiles({ root = process.cwd(), files = CONTENT_FILES } = {}) {
  const problems = [];
  const loaded = new Map();
  for (const { name, file, schema } of files) {
    const path = resolve(root, file);
    let source;
    try {
      source = readFileSync(path, 'utf8');
    } catch {
      problems.push(`${file}: file: expected this content file, but it does not exist`);
      continue;
    }
    const parsed = parseContentFile(source, schema);
    if (parsed.problems) for (const problem of parsed.problems) problems.push(`${file}: ${problem}`);
    else loaded.set(path, { name, data: parsed.data });
  }
  if (problems.length > 0) {
    throw new ContentError(`${problems.length} problem${problems.length === 1 ? '' : 's'} in the content files:\n  ${problems.join('\n  ')}`);
  }
  return loaded;
}

/** @returns {import('vite').Plugin} */
export function contentFiles({ root = process.cwd() } = {}) {
  let loaded = new Map();
  const load = () => {
    loaded = loadContentFiles({ root });
  };
  return {
    name: 'content-files',
    buildStart() {
      try {
        load();
      } catch (error) {
        const reported = error instanceof ContentError ? error.message : error;
        this.error(reported instanceof Error ? reported : String(reported));
      }
      for (const path of loaded.keys()) this.addWatchFile(path);
    },
    load(id) {
      if (!id.endsWith('.yaml')) return null;
      const path = id.split('?')[0];
      if (!CONTENT_FILES.some(({ file }) => resolve(root, file) === path)) return null;
      if (!loaded.has(path)) load(); // changed since the build started (the dev server)
      return { code: `export default ${JSON.stringify(loaded.get(path).data)};\n`, map: null };
    },
    handleHotUpdate({ file }) {
      if (CONTENT_FILES.some((entry) => resolve(root, entry.file) === file)) loaded.delete(file);
    },
  };
}
