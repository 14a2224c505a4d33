import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import t from 'tap';
import {
  LoadStatus,
  type LoadStatusProps,
  type LoadStatusValue,
  combinedLoadStatus,
  showsSkeleton,
} from './load-status.tsx';

const base = { onRetry: () => undefined, retryLabel: 'Try again', loadingLabel: 'Loading…', lines: 2 };
const render = (props: Partial<LoadStatusProps> & { status: LoadStatusValue }) =>
  renderToStaticMarkup(
    createElement(LoadStatus, { error: null, ...base, ...props, children: () => createElement('p', null, 'CONTENT') }),
  );
const skeletonLines = (html: string) => html.split('skeleton-line').length - 1;

t.test('showsSkeleton: while idle or loading, unless the section already holds what it shows', async (t) => {
  const rows: [LoadStatusValue, boolean, boolean][] = [
    ['idle', false, true],
    ['loading', false, true],
    ['ready', false, false],
    ['failed', false, false],
    ['idle', true, false],
    ['loading', true, false],
    ['failed', true, false],
  ];
  for (const [status, shown, expected] of rows)
    t.equal(showsSkeleton(status, shown), expected, `${status} shown=${shown}`);
});

t.test('idle and loading show the skeleton with its label and line count, not the content', async (t) => {
  for (const status of ['idle', 'loading'] as const) {
    const html = render({ status });
    t.match(html, 'role="status"');
    t.match(html, 'Loading…');
    t.equal(skeletonLines(html), 2);
    t.notMatch(html, 'CONTENT');
  }
});

t.test('ready shows the content only', async (t) => {
  const html = render({ status: 'ready' });
  t.match(html, 'CONTENT');
  t.notMatch(html, 'role="status"');
  t.notMatch(html, 'role="alert"');
});

t.test('a failed load shows its error with the retry, no content', async (t) => {
  const html = render({ status: 'failed', error: 'The cards could not be loaded.' });
  t.match(html, 'role="alert"');
  t.match(html, 'The cards could not be loaded.');
  t.match(html, 'Try again');
  t.notMatch(html, 'CONTENT');
});

t.test('a failed action on a loaded section: the error without the retry, and the content', async (t) => {
  const html = render({ status: 'ready', error: 'Not now' });
  t.match(html, 'Not now');
  t.notMatch(html, 'Try again');
  t.match(html, 'CONTENT');
});

t.test('shown: the content already held stays, not the skeleton, while it loads', async (t) => {
  for (const status of ['idle', 'loading'] as const) {
    const html = render({ status, shown: true });
    t.match(html, 'CONTENT');
    t.notMatch(html, 'role="status"');
  }
});

t.test('whether the content is on screen, by status and shown', async (t) => {
  const rows: [LoadStatusValue, boolean, string | null, boolean, string][] = [
    ['idle', false, null, false, 'not loaded yet: the skeleton'],
    ['ready', false, null, true, 'loaded'],
    ['failed', false, 'Server is not available', false, 'a first load that failed: nothing to show'],
    ['loading', true, null, true, 'already held, reloading'],
    [
      'failed',
      true,
      'Server is not available',
      true,
      'a failed load of a section the user already sees does not take it away',
    ],
  ];
  for (const [status, shown, error, content, name] of rows) {
    const html = render({ status, shown, error });
    t.equal(html.includes('CONTENT'), content, name);
    if (status === 'failed') {
      t.match(html, 'Try again', `${name}: the retry`);
      t.ok(html.indexOf('role="alert"') < (content ? html.indexOf('CONTENT') : Infinity), `${name}: error first`);
    }
  }
});

t.test('combinedLoadStatus: a section of several loads (the KYC form and its dictionaries)', async (t) => {
  const rows: [LoadStatusValue[], LoadStatusValue][] = [
    [['ready', 'ready'], 'ready'],
    [['ready', 'loading'], 'loading'],
    [['idle', 'ready'], 'loading'],
    [['loading', 'failed'], 'failed'],
    [['ready', 'failed'], 'failed'],
    [[], 'ready'],
  ];
  for (const [statuses, expected] of rows) t.equal(combinedLoadStatus(statuses), expected, statuses.join(' + '));
});
