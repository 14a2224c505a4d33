import { ApiError } from '@app/contracts';
import t from 'tap';
import { fieldErrorsOf } from './field-errors.ts';

t.test(
  'a VF answer\'s validation errors by the form\'s fields (spec 3 §5 "joined from their descriptions with commas")',
  async (t) => {
    const vf = (validationErrors: unknown) =>
      new ApiError('x', 400, 'VF', { responseCode: 'VF', responseDescription: 'x', validationErrors });
    const rows: [string, unknown, Record<string, string>][] = [
      ['one field', vf([{ field: 'url', description: 'url: an http:// address' }]), { url: 'url: an http:// address' }],
      [
        'two on one field are joined with commas',
        vf([
          { field: 'name', description: 'name is required' },
          { field: 'name', description: 'at most 100' },
        ]),
        { name: 'name is required, at most 100' },
      ],
      ['a field the form does not show is left to the message', vf([{ field: 'customerId', description: 'no' }]), {}],
      ['no list', vf(undefined), {}],
      ['entries without a description are skipped', vf([{ field: 'url' }, 'text']), {}],
      ['not an ApiError', new TypeError('Failed to fetch'), {}],
    ];
    for (const [why, error, out] of rows) t.same(fieldErrorsOf(error, ['name', 'url'] as const), out, why);
  },
);
