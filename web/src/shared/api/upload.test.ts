import { ApiError, ContractError, documentUpload } from '@app/contracts';
import t from 'tap';
import { readMultipartAnswer } from './upload.ts';

t.test('a multipart answer is judged like a JSON call', async (t) => {
  t.same(readMultipartAnswer(documentUpload, 200, '{"responseCode":"00","documentId":"7","statusId":0}'), {
    responseCode: '00',
    documentId: 7,
    statusId: 0,
  });
  const tooLarge = (() => {
    try {
      readMultipartAnswer(documentUpload, 200, '{"responseCode":"TA1","responseDescription":"File is too large"}');
    } catch (e) {
      return e;
    }
  })();
  t.ok(tooLarge instanceof ApiError && tooLarge.message === 'File is too large' && tooLarge.responseCode === 'TA1');
  t.throws(() => readMultipartAnswer(documentUpload, 413, ''), ApiError, 'an HTTP failure');
  t.throws(() => readMultipartAnswer(documentUpload, 200, '{"responseCode":"00"}'), ContractError, 'a broken answer');
});
