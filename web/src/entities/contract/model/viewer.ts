import type { Contract } from '@app/contracts';

/**
 * What a contract is to the signed-in customer (spec 3 §3 "Contract"): the answer's `direction` is this customer's
 * own side (PAY: the sender, who pays; RECEIVE: the beneficiary), so the side, the counterparty, whether this side
 * created it, signed it or asked for its termination follow from the contract alone.
 */
export interface ContractView {
  side: 'sender' | 'beneficiary';
  me: Contract['sender'];
  counterparty: Contract['sender'];
  isInitiator: boolean;
  signedByMe: boolean;
  signedByCounterparty: boolean;
  terminationAskedByMe: boolean;
}

export function contractView(c: Contract): ContractView {
  const side = c.direction === 'PAY' ? 'sender' : 'beneficiary';
  const me = side === 'sender' ? c.sender : c.beneficiary;
  const counterparty = side === 'sender' ? c.beneficiary : c.sender;
  const mySigned = side === 'sender' ? c.senderSignedAt : c.beneficiarySignedAt;
  const theirSigned = side === 'sender' ? c.beneficiarySignedAt : c.senderSignedAt;
  return {
    side,
    me,
    counterparty,
    isInitiator: c.initiatorId === me.id,
    signedByMe: typeof mySigned === 'string' && mySigned !== '',
    signedByCounterparty: typeof theirSigned === 'string' && theirSigned !== '',
    terminationAskedByMe: c.terminateInfo?.terminatedBy === me.id,
  };
}
