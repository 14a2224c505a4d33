import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import t from 'tap';
import { CodeDialog, type CodeDialogProps } from './code-dialog.tsx';

const labels = {
  title: 'Confirm the transfer',
  sentTo: 'Enter the code sent to +1 555 0100.',
  approve: 'Confirm',
  resend: 'Send the code again',
  cancel: 'Cancel',
  code: 'Confirmation code',
  codeRequired: 'Enter the code.',
  resent: 'A new code has been sent.',
};
const render = (props: Partial<CodeDialogProps> = {}) =>
  renderToStaticMarkup(
    createElement(CodeDialog, {
      formId: 'the-code',
      labels,
      busy: false,
      resent: false,
      error: null,
      onSubmit: () => undefined,
      onResend: () => undefined,
      onClose: () => undefined,
      ...props,
    }),
  );
const button = (html: string, name: string) => new RegExp(`<button[^>]*>${name}</button>`).exec(html)?.[0] ?? '';

t.test(
  'the title, the "sent to" line, the code field and the three actions; Approve submits the code form',
  async (t) => {
    const html = render();
    t.match(html, 'Confirm the transfer');
    t.match(html, '<p>Enter the code sent to +1 555 0100.</p>');
    t.match(html, /<form id="the-code" novalidate=""/i);
    t.match(html, 'Confirmation code');
    t.match(html, 'autoComplete="one-time-code"');
    t.match(button(html, 'Confirm'), 'type="submit"');
    t.match(button(html, 'Confirm'), 'form="the-code"');
    t.notMatch(button(html, 'Confirm'), 'disabled');
    t.notMatch(button(html, 'Send the code again'), 'disabled');
    t.ok(button(html, 'Cancel'));
    t.notMatch(html, 'A new code has been sent.');
    t.notMatch(html, 'role="alert"');
    t.notMatch(html, 'Enter the code.<');
  },
);

t.test('busy: Approve and Resend are off so nothing is sent twice; Cancel stays', async (t) => {
  const html = render({ busy: true });
  t.match(button(html, 'Confirm'), 'disabled');
  t.match(button(html, 'Send the code again'), 'disabled');
  t.notMatch(button(html, 'Cancel'), 'disabled');
});

t.test('resent, the error and a resend error are said; the outcome note sits under the "sent to" line', async (t) => {
  const html = render({
    resent: true,
    error: 'approvalCode: the code is not correct',
    resendError: 'Too many codes sent.',
    children: createElement('p', null, 'NOTE'),
  });
  const order = [
    'Enter the code sent to',
    'NOTE',
    'A new code has been sent.',
    'approvalCode: the code is not correct',
    'Too many codes sent.',
    'Confirmation code',
  ].map((s) => html.indexOf(s));
  t.ok(
    order.every((i) => i >= 0),
    'all shown',
  );
  t.same(
    order,
    [...order].sort((a, b) => a - b),
    'in this order',
  );
  t.match(html, '<p role="status">A new code has been sent.</p>');
  t.equal(html.split('role="alert"').length - 1, 2, 'the error and the resend error, each an alert');
});
