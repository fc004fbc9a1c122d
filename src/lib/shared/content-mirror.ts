/**
 * The Bulgarian edition's content mirrors the English files: content/bg/<path> has the same keys,
 * the same list lengths and the same non-text values (ids, paths, numbers, options' values) as
 * content/<path>; only the words differ. A missing or extra entry stops the build naming the file
 * and the field, so a Bulgarian page never falls back to English silently.
 *
 * `awaitingConfirmation` blocks live in the English files only: a fact is confirmed once.
 */
import { AWAITING_KEY } from './confirmation.ts';

export interface MirrorProblem {
  file: string;
  at: string;
  problem: string;
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
 * Every difference of shape between an English file's data and its Bulgarian twin: keys missing or
 * extra, list lengths, types, and technical values that differ (see isTechnicalString).
 * `technicalKeys` are keys whose string values are never translated (ids, option values).
 */
export function mirrorProblems(
  file: string,
  english: Json,
  bulgarian: Json,
  technicalKeys: ReadonlySet<string> = DEFAULT_TECHNICAL_KEYS,
): MirrorProblem[] {
  const problems: MirrorProblem[] = [];
  const report = (at: string, problem: string): void => {
    problems.push({ file, at: at || '(file)', problem });
  };
  const visit = (en: Json, bg: Json, at: string, key: string | number | undefined): void => {
    if (Array.isArray(en)) {
      if (!Array.isArray(bg)) return report(at, 'must be a list, as in the English file');
      if (en.length !== bg.length) report(at, `has ${bg.length} items; the English file has ${en.length}`);
      en.forEach((item, index) => index < bg.length && visit(item, bg[index], join(at, index), key));
      return;
    }
    if (isRecord(en)) {
      if (!isRecord(bg)) return report(at, 'must be an object with fields, as in the English file');
      // The content editor may write an empty block into the Bulgarian file: nothing to confirm there.
      const marker = bg[AWAITING_KEY];
      if (Object.hasOwn(bg, AWAITING_KEY) && !(isRecord(marker) && Object.keys(marker).length === 0)) {
        report(join(at, AWAITING_KEY), 'confirm facts in the English file only: delete this block here');
      }
      for (const name of Object.keys(en)) {
        if (name === AWAITING_KEY) continue;
        if (!Object.hasOwn(bg, name)) report(join(at, name), 'is missing: translate it from the English file');
        else visit(en[name], bg[name], join(at, name), name);
      }
      for (const name of Object.keys(bg)) {
        if (name !== AWAITING_KEY && !Object.hasOwn(en, name)) {
          report(join(at, name), 'is not in the English file: add it there too, or delete it here');
        }
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
  visit(english, bulgarian, '', undefined);
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
  const byFile = new Map<string, MirrorProblem[]>();
  for (const p of problems) byFile.set(p.file, [...(byFile.get(p.file) ?? []), p]);
  return [...byFile]
    .map(
      ([file, list]) =>
        `${file} does not mirror its English file:\n${list.map((p) => `  ${p.at}: ${p.problem}`).join('\n')}`,
    )
    .join('\n\n');
}
