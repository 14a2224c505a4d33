import t from 'tap';
import { boundaryOf, parseMultipart } from './multipart.ts';

const crlf = (lines: string[]) => Buffer.from(lines.join('\r\n'));

t.test('boundaryOf reads the boundary of multipart/form-data only', async (t) => {
  const rows: [string | undefined, string | undefined][] = [
    ['multipart/form-data; boundary=abc123', 'abc123'],
    ['multipart/form-data; boundary="a b:c"', 'a b:c'],
    ['Multipart/Form-Data;BOUNDARY=----x', '----x'],
    ['multipart/form-data; charset=utf-8; boundary=zz', 'zz'],
    ['multipart/form-data', undefined],
    ['multipart/mixed; boundary=abc', undefined],
    ['application/json', undefined],
    [undefined, undefined],
  ];
  for (const [header, want] of rows) t.equal(boundaryOf(header), want, String(header));
});

t.test('a data field and a file, with a preamble, an epilogue and CRLF inside the file', async (t) => {
  const file = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x0d, 0x0a, 0x2d, 0x2d, 0x00, 0xff]);
  const body = Buffer.concat([
    crlf([
      'preamble to ignore',
      '--XyZ',
      'Content-Disposition: form-data; name="data"',
      '',
      '{"categoryId":1}',
      '--XyZ',
      'Content-Disposition: form-data; name="file[document]"; filename="my \\"id\\".pdf"',
      'Content-Type: application/pdf',
      '',
      '',
    ]),
    file,
    crlf(['', '--XyZ--', 'epilogue']),
  ]);
  const res = parseMultipart(body, 'XyZ');
  if (!res.ok) return t.fail(res.error);
  t.equal(res.parts.length, 2);
  t.match(res.parts[0], { name: 'data' });
  t.equal(res.parts[0]?.data.toString(), '{"categoryId":1}');
  t.notOk(res.parts[0]?.contentType, 'a plain field has no content type');
  t.match(res.parts[1], { name: 'file[document]', filename: 'my "id".pdf', contentType: 'application/pdf' });
  t.same([...(res.parts[1]?.data ?? [])], [...file], 'the bytes are kept exactly');
});

t.test('an empty file part and two files of the same name', async (t) => {
  const body = crlf([
    '--b',
    'Content-Disposition: form-data; name="file[document]"; filename="a.png"',
    'Content-Type: image/png',
    '',
    '',
    '--b',
    'Content-Disposition: form-data; name="file[document]"; filename="b.png"',
    'Content-Type: image/png',
    '',
    'PNG',
    '--b--',
    '',
  ]);
  const res = parseMultipart(body, 'b');
  if (!res.ok) return t.fail(res.error);
  t.same(
    res.parts.map((p) => [p.filename, p.data.length]),
    [
      ['a.png', 0],
      ['b.png', 3],
    ],
  );
});

t.test('no parts at all is a valid, empty form', async (t) => {
  t.same(parseMultipart(crlf(['--b--', '']), 'b'), { ok: true, parts: [] });
});

t.test('malformed bodies are refused with a reason', async (t) => {
  const rows: [string, Buffer][] = [
    ['no boundary at all', Buffer.from('just text')],
    ['another boundary', crlf(['--other', 'Content-Disposition: form-data; name="a"', '', 'x', '--other--'])],
    ['no closing boundary', crlf(['--b', 'Content-Disposition: form-data; name="a"', '', 'x'])],
    ['no end of headers', crlf(['--b', 'Content-Disposition: form-data; name="a"'])],
    ['a part without a name', crlf(['--b', 'Content-Disposition: form-data', '', 'x', '--b--'])],
    ['not form-data', crlf(['--b', 'Content-Disposition: attachment; name="a"', '', 'x', '--b--'])],
    ['garbage after a boundary', crlf(['--bjunk', 'Content-Disposition: form-data; name="a"', '', 'x', '--b--'])],
    ['a preamble not ended by a line break', Buffer.from('pre--b\r\n\r\n--b--')],
  ];
  for (const [name, body] of rows) {
    const res = parseMultipart(body, 'b');
    t.equal(res.ok, false, name);
    if (!res.ok) t.match(res.error, /^Malformed multipart body/, name);
  }
});
