import { lazy } from 'react';

/** Loaded only where it is shown (/history): its own chunk in the build. */
export const MoneyFlowChart = lazy(() => import('./ui/money-flow-chart.tsx'));
