import { ApiError, type Company } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $company,
  $companyError,
  $companyStatus,
  $representatives,
  $representativesStatus,
  companyInfoQuery,
  companyRequested,
  representativesQuery,
} from './model.ts';

const company: Company = {
  name: 'Acme',
  verified: true,
  limited: false,
  addresses: [],
  corporateDocuments: [],
  additionalDocuments: [],
  sourceOfWealthDocuments: [],
};
const busy = () => new ApiError('Server is busy', 200, 'UE', {});

t.test('the company and its representatives load together; a failed reload keeps them shown', async (t) => {
  let failCompany = false;
  let failReps = false;
  const scope = fork({
    handlers: [
      [
        companyInfoQuery.__.executeFx,
        async () => {
          if (failCompany) throw busy();
          return { responseCode: '00', company };
        },
      ],
      [
        representativesQuery.__.executeFx,
        async () => {
          if (failReps) throw busy();
          return { responseCode: '00', representatives: [] };
        },
      ],
    ],
  });
  t.equal(scope.getState($companyStatus), 'idle');
  await allSettled(companyRequested, { scope });
  t.equal(scope.getState($companyStatus), 'ready');
  t.equal(scope.getState($representativesStatus), 'ready', 'an empty list is loaded too');
  t.same(scope.getState($company), company);
  t.equal(scope.getState($companyError), null);

  failCompany = true;
  await allSettled(companyRequested, { scope });
  t.equal(scope.getState($companyStatus), 'ready', 'still shown');
  t.same(scope.getState($company), company, 'the company stays');
  t.same(scope.getState($companyError), { text: 'Server is busy' });

  failCompany = false;
  await allSettled(companyRequested, { scope });
  t.equal(scope.getState($companyError), null, 'cleared by a load that succeeds');
  failReps = true;
  await allSettled(companyRequested, { scope });
  t.same(scope.getState($companyError), { text: 'Server is busy' }, 'the representatives’ failure shows too');
  t.equal(scope.getState($representativesStatus), 'ready');
  t.same(scope.getState($representatives), [], 'the list shown stays');
});

t.test('a first load that fails is the screen’s failure (no data to keep)', async (t) => {
  const scope = fork({
    handlers: [
      [
        companyInfoQuery.__.executeFx,
        async () => {
          throw busy();
        },
      ],
      [
        representativesQuery.__.executeFx,
        async () => {
          throw busy();
        },
      ],
    ],
  });
  await allSettled(companyRequested, { scope });
  t.equal(scope.getState($companyStatus), 'failed');
  t.equal(scope.getState($representativesStatus), 'failed');
  t.equal(scope.getState($company), null);
});
