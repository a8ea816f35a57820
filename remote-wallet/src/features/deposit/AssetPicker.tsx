import { useId } from 'react';
import { formatBRL, useTranslation } from '@palpite/shared';
import type { CryptoAsset } from './api/deposit.ts';
import type { CryptoAssetInfo } from './api/get-deposit-methods.ts';
import { networkName } from './crypto.ts';
import styles from './DepositForm.module.css';

/** Which coin to send: USDT or BTC, each with its network and today's rate. */
export function AssetPicker({ assets, value, onChange }: { assets: readonly CryptoAssetInfo[]; value: CryptoAsset; onChange: (asset: CryptoAsset) => void }) {
  const { t } = useTranslation('wallet');
  const name = useId();
  // Stablecoin first: its amount is the easiest to get right.
  const ordered = [...assets].sort((a, b) => (a.asset === 'USDT' ? -1 : b.asset === 'USDT' ? 1 : 0));
  return (
    <fieldset className={styles.assets}>
      <legend className={styles.legend}>{t('crypto.asset')}</legend>
      <div className={styles.assetGrid}>
        {ordered.map((info) => (
          <label key={info.asset} className={styles.asset}>
            <input
              type="radio"
              name={name}
              value={info.asset}
              checked={value === info.asset}
              onChange={() => onChange(info.asset)}
              className={styles.assetInput}
            />
            <span className={styles.assetCard}>
              <span className={styles.assetName}>{info.asset}</span>
              <span className={styles.assetDetail}>{networkName(info.network)}</span>
              <span className={styles.assetDetail}>{t('crypto.rate', { asset: info.asset, rate: formatBRL(info.rate) })}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
