import { expect, it } from 'vitest';
import { formatTable } from '@/scripts/bench/table';

it('pads columns, right-aligns numeric ones and shows missing values as a dash', () => {
  expect(
    formatTable(
      ['route', 'perf'],
      [
        ['/', 95],
        ['/what-is-nillion', null],
      ],
    ),
  ).toBe(['| route            | perf |', '|------------------|-----:|', '| /                |   95 |', '| /what-is-nillion |    – |'].join('\n'));
});
