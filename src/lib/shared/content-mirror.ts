/**
 * The Bulgarian edition's content mirrors the English files: content/bg/<path> has the same keys,
 * the same list lengths and the same non-text values (ids, paths, numbers, options' values) as
 * content/<path>; only the words differ. A missing or extra entry stops the build naming the file
 * and the field, so a Bulgarian page never falls back to English silently.
 *
 * `awaitingConfirmation` blocks live in the English files only: a fact is confirmed once.
 *
 * One exception to "the same keys": a symbol one language writes around a number and the other
 * does not ("€" before the figure in English, after it in Bulgarian) may be empty in one edition.
 * The content editor leaves an empty optional field out of the file on save, so such a key may be
 * absent from one file; it counts as "" where the file's schema lets the field be left out and
 * accept "" (see mayBeLeftOut), and only for a text without letters: words are never left out
 * silently, so a Bulgarian page never lacks a heading, an intro or a lead the English page has.
 */
import { AWAITING_KEY } from './confirmation.ts';

export interface MirrorProblem {
  file: string;
  at: string;
  problem: string;
  /** A name the file's schema does not know: the file's own mistake, not a difference from its twin. */
  unknownName?: boolean;
}

type Json = unknown;

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const join = (at: string, key: string | number) =>
  typeof key === 'number' ? `${at}[${key}]` : at ? `${at} → "${key}"` : key;

/**
 * A string that is not prose: a site path, a fragment, a URL, an e-mail address, a date. These are
 * identical in both editions (the mirror check compares them); numbers written as text ("20,000+")
 * follow each language's way of writing.
 */
export function isTechnicalString(value: string): boolean {
  return (
    /^(?:\/|#|\.{1,2}\/|https?:|mailto:|tel:)/.test(value) ||
    /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/.test(value) ||
    /^\d{4}-\d{2}-\d{2}/.test(value)
  );
}

/**
 * What the mirror check reads of a content file's JSON Schema (draft-07, input side, as the content
 * editor's is written: src/lib/node/cms/json-schema.ts): which fields may be left out of a file.
 */
export interface MirrorSchema {
  properties?: Record<string, MirrorSchema>;
  required?: string[];
  items?: MirrorSchema;
  additionalProperties?: MirrorSchema | boolean;
  oneOf?: MirrorSchema[];
  anyOf?: MirrorSchema[];
  default?: unknown;
  /** A text the build also accepts empty. */
  'x-accepts-empty'?: boolean;
}

/** The object schemas `nodes` may be: each branch of a choice (a module page's `module`) counts. */
const branchesOf = (nodes: readonly MirrorSchema[]): MirrorSchema[] =>
  nodes.flatMap((node) =>
    node.oneOf || node.anyOf ? branchesOf([...(node.oneOf ?? []), ...(node.anyOf ?? [])]) : [node],
  );

/** The schemas of property `name` of the objects `nodes` describe (a map's entries included). */
const propertySchemas = (nodes: readonly MirrorSchema[], name: string): MirrorSchema[] =>
  branchesOf(nodes).flatMap((node) => {
    const property = node.properties?.[name];
    if (property) return [property];
    return typeof node.additionalProperties === 'object' ? [node.additionalProperties] : [];
  });

const itemSchemas = (nodes: readonly MirrorSchema[]): MirrorSchema[] =>
  branchesOf(nodes).flatMap((node) => (node.items ? [node.items] : []));

/**
 * Whether every schema that names property `name` lets a file leave it out (optional, or with a
 * default) and accepts it empty: then an absent value reads as "", the way the content editor
 * writes an empty optional field (by leaving it out). A required text is never absent.
 */
function mayBeLeftOut(nodes: readonly MirrorSchema[], name: string): boolean {
  const owners = branchesOf(nodes).filter((node) => node.properties && Object.hasOwn(node.properties, name));
  return (
    owners.length > 0 &&
    owners.every((node) => {
      const property = node.properties![name]!;
      const optional = !(node.required ?? []).includes(name) || property.default !== undefined;
      return optional && property['x-accepts-empty'] === true;
    })
  );
}

/** A text without letters: a symbol written around a number ("€", "+", "%"), or nothing. */
const isSymbolText = (value: Json): value is string => typeof value === 'string' && !/\p{L}/u.test(value);

/**
 * Every difference of shape between an English file's data and its Bulgarian twin: keys missing or
 * extra, list lengths, types, and technical values that differ (see isTechnicalString).
 * `schema` is the file's JSON Schema: with it, a symbol an optional field holds in one file may be
 * absent from the other (see the top of this module); without it, every key must be in both.
 * `technicalKeys` are keys whose string values are never translated (ids, option values).
 */
export function mirrorProblems(
  file: string,
  english: Json,
  bulgarian: Json,
  {
    schema,
    technicalKeys = DEFAULT_TECHNICAL_KEYS,
  }: { schema?: MirrorSchema; technicalKeys?: ReadonlySet<string> } = {},
): MirrorProblem[] {
  const problems: MirrorProblem[] = [];
  const report = (at: string, problem: string): void => {
    problems.push({ file, at: at || '(file)', problem });
  };
  const visit = (en: Json, bg: Json, at: string, key: string | number | undefined, nodes: MirrorSchema[]): void => {
    if (Array.isArray(en)) {
      if (!Array.isArray(bg)) return report(at, 'must be a list, as in the English file');
      if (en.length !== bg.length) report(at, `has ${bg.length} items; the English file has ${en.length}`);
      const items = itemSchemas(nodes);
      en.forEach((item, index) => index < bg.length && visit(item, bg[index], join(at, index), key, items));
      return;
    }
    if (isRecord(en)) {
      if (!isRecord(bg)) return report(at, 'must be an object with fields, as in the English file');
      // The content editor may write an empty block into the Bulgarian file: nothing to confirm there.
      const marker = bg[AWAITING_KEY];
      if (Object.hasOwn(bg, AWAITING_KEY) && !(isRecord(marker) && Object.keys(marker).length === 0)) {
        report(join(at, AWAITING_KEY), 'confirm facts in the English file only: delete this block here');
      }
      // A symbol in one file, left out of the other as the content editor leaves out an empty field.
      const leftOut = (value: Json, name: string) => isSymbolText(value) && mayBeLeftOut(nodes, name);
      for (const name of Object.keys(en)) {
        if (name === AWAITING_KEY) continue;
        const inside = propertySchemas(nodes, name);
        if (Object.hasOwn(bg, name)) visit(en[name], bg[name], join(at, name), name, inside);
        else if (leftOut(en[name], name)) visit(en[name], '', join(at, name), name, inside);
        else report(join(at, name), 'is missing: translate it from the English file');
      }
      for (const name of Object.keys(bg)) {
        if (name === AWAITING_KEY || Object.hasOwn(en, name)) continue;
        if (leftOut(bg[name], name)) visit('', bg[name], join(at, name), name, propertySchemas(nodes, name));
        else report(join(at, name), 'is not in the English file: add it there too, or delete it here');
      }
      return;
    }
    if (typeof en !== typeof bg) {
      return report(at, `must be ${en === null ? 'empty (null)' : `a ${typeof en}`}, as in the English file`);
    }
    const technical =
      typeof en !== 'string' || (typeof key === 'string' && technicalKeys.has(key)) || isTechnicalString(en);
    if (technical && en !== bg) report(at, `must be ${JSON.stringify(en)}, as in the English file (it is not text)`);
  };
  visit(english, bulgarian, '', undefined, schema ? [schema] : []);
  return problems;
}

/** Keys that hold ids, names and values code or Netlify compares with: never translated. */
export const DEFAULT_TECHNICAL_KEYS: ReadonlySet<string> = new Set([
  'id',
  'slug',
  'href',
  'formName',
  'formNames',
  'classic',
  'guided',
  'projectId',
  'position',
  'strategy',
  'module',
  'group',
  'tone',
  'icon',
  'type',
  'status',
  'image',
  'logo',
  'policyVersion',
]);

/** The editor-facing message of a set of mirror problems. */
export function formatMirrorProblems(problems: readonly MirrorProblem[]): string {
  const byHeading = new Map<string, MirrorProblem[]>();
  for (const p of problems) {
    const heading = p.unknownName
      ? `${p.file} has a misspelt or unknown name:`
      : `${p.file} does not mirror its English file:`;
    byHeading.set(heading, [...(byHeading.get(heading) ?? []), p]);
  }
  return [...byHeading]
    .map(([heading, list]) => `${heading}\n${list.map((p) => `  ${p.at}: ${p.problem}`).join('\n')}`)
    .join('\n\n');
}
