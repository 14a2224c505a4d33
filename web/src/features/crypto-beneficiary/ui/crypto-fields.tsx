import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../shared/ui/index.ts';
import {
  $address,
  $asset,
  $errors,
  $memo,
  $network,
  $networks,
  addressChanged,
  fieldLeft,
  memoChanged,
  networkChosen,
} from '../model.ts';

/** The crypto withdrawal's destination: network, address and an optional memo. */
export function CryptoBeneficiaryFields() {
  const { t } = useTranslation();
  const [networks, network, address, memo, asset, errors] = useUnit([
    $networks,
    $network,
    $address,
    $memo,
    $asset,
    $errors,
  ]);
  const [choose, changeAddress, changeMemo, leave] = useUnit([networkChosen, addressChanged, memoChanged, fieldLeft]);
  const networkName = network ? t(`cryptoPayee.networks.${network}`) : '';
  return (
    <fieldset className="field beneficiary-block" data-testid="crypto-beneficiary">
      <legend>{t('cryptoPayee.legend')}</legend>
      <SelectField
        label={t('cryptoPayee.network')}
        name="network"
        placeholder={t('cryptoPayee.chooseNetwork')}
        value={network}
        onChange={choose}
        options={networks.map((n) => ({ id: n, label: t(`cryptoPayee.networks.${n}`) }))}
        error={errors.network ? t(`cryptoPayee.${errors.network}`, { currency: asset }) : null}
      />
      <TextField
        label={t('cryptoPayee.address')}
        name="address"
        autoComplete="off"
        spellCheck={false}
        value={address}
        onChange={(e) => changeAddress(e.target.value)}
        onBlur={() => leave('address')}
        error={errors.address ? t(`cryptoPayee.${errors.address}`, { network: networkName }) : null}
      />
      <TextField
        label={t('cryptoPayee.memo')}
        name="memo"
        autoComplete="off"
        value={memo}
        onChange={(e) => changeMemo(e.target.value)}
        onBlur={() => leave('memo')}
        error={errors.memo ? t(`cryptoPayee.${errors.memo}`) : null}
      />
    </fieldset>
  );
}
