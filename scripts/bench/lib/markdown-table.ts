/** A column of a Markdown table: its title, and whether its cells line up on the right (numbers). */
export interface Column {
  title: string;
  align?: 'right';
}

/** A right-aligned column, for numbers. */
export const numeric = (title: string): Column => ({ title, align: 'right' });

/** A Markdown table with one row per entry of `rows`, each a cell per column. */
export function markdownTable(columns: readonly Column[], rows: readonly (readonly (string | number)[])[]): string {
  const line = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [
    line(columns.map((column) => column.title)),
    `|${columns.map((column) => (column.align === 'right' ? '--:' : '---')).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}
