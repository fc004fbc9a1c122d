import { describe, expect, it } from 'vitest';
import { formatLoadTimingTable } from '../../scripts/bench/lib/load-timing.ts';
import { formatMainThreadTable } from '../../scripts/bench/lib/main-thread.ts';
import { markdownTable, numeric } from '../../scripts/bench/lib/markdown-table.ts';

describe('Markdown tables of the benchmarks', () => {
  it('writes a header, an alignment row (numbers on the right) and a row per entry, empty cells kept', () => {
    expect(
      markdownTable(
        [{ title: 'route' }, numeric('LCP s'), numeric('TBT ms')],
        [
          ['/', '0.85', 0],
          ['/faqs', '', 12],
        ],
      ),
    ).toBe(['| route | LCP s | TBT ms |', '|---|--:|--:|', '| / | 0.85 | 0 |', '| /faqs |  | 12 |'].join('\n'));
  });

  it('gives the load-timing and main-thread tables their headers', () => {
    expect(formatLoadTimingTable([]).split('\n')).toEqual([
      '| build | route | first contentful paint s | DOMContentLoaded s | load event s | splash gone s | largest contentful paint s | load event per run s |',
      '|---|---|--:|--:|--:|--:|--:|---|',
    ]);
    expect(formatMainThreadTable([]).split('\n')).toEqual([
      '| build | route | main-thread tasks ms | style ms | layout ms | paint ms | longest task ms | tasks > 50 ms | longest task per run |',
      '|---|---|--:|--:|--:|--:|--:|--:|---|',
    ]);
  });
});
