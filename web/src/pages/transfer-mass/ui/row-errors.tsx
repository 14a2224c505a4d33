import type { MassRowError } from '@app/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 2 §6/§7: the rows a batch was refused for (row number, field, reason); nothing was sent. */
export function RowErrors({ rows }: { rows: readonly MassRowError[] }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="mass-row-errors" role="alert" data-testid="row-errors">
      <p id={id}>{t('massTransfer.rowErrorsTitle', { n: rows.length })}</p>
      <table aria-labelledby={id}>
        <thead>
          <tr>
            <th scope="col">{t('massTransfer.row')}</th>
            <th scope="col">{t('massTransfer.field')}</th>
            <th scope="col">{t('massTransfer.reason')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={`${String(r.row)}-${r.field}-${String(i)}`}>
              <td>{r.row}</td>
              <td>{r.field}</td>
              <td>{r.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
