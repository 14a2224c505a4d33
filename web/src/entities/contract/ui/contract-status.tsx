import type { ContractStatus, IdentificationStatus } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import './contract.css';

type Tone = 'pending' | 'active' | 'ended';
const tones: Record<ContractStatus, Tone> = {
  UNSIGNED: 'pending',
  WAITING: 'pending',
  NEED_IDENTIFICATION: 'pending',
  SIGNED: 'active',
  ACTIVE: 'active',
  TERMINATING: 'active',
  EXPIRED: 'ended',
  TERMINATED: 'ended',
  CANCELLED: 'ended',
  REJECTED: 'ended',
};

/** A contract's status in words (spec 3 §4 "Contract statuses"), coloured by whether it is pending, in force or over. */
export function ContractStatusTag({ status }: { status: ContractStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`contract-status contract-status-${tones[status]}`} data-status={status}>
      {t(`revenueSplit.statuses.${status}`)}
    </span>
  );
}

/** The payer's identification in words (spec 3 §4 "Identification statuses"). */
export function IdentificationStatusText({ status }: { status: IdentificationStatus }) {
  const { t } = useTranslation();
  return <span data-identification={status}>{t(`revenueSplit.identificationStatuses.${status}`)}</span>;
}
