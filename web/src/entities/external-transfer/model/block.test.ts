import t from 'tap';
import { shownProblem } from './block.ts';

t.test("a beneficiary block's field error shows once the field was left or a submit was attempted", async (t) => {
  const rows: [left: boolean, attempted: boolean, shown: string | null][] = [
    [false, false, null],
    [true, false, 'addressInvalid'],
    [false, true, 'addressInvalid'],
    [true, true, 'addressInvalid'],
  ];
  for (const [left, attempted, want] of rows)
    t.equal(shownProblem('addressInvalid', left, attempted), want, `left ${left}, attempted ${attempted}`);
  t.equal(shownProblem(null, true, true), null, 'no problem, nothing shown');
});
