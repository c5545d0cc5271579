import { TextField } from '../../../components/form/text-field.tsx';
import type { DepositMethod } from '../../../contract/deposits.ts';
import { useT } from '../../../lib/i18n/use-t.ts';

export type EvmValues = {
  chainId: string;
  rpcUrl: string;
  tokenAddress: string;
  assetDecimals: string;
  confirmations: string;
  xpub: string;
};

export const EVM_EMPTY: EvmValues = {
  chainId: '56',
  rpcUrl: '',
  tokenAddress: '',
  assetDecimals: '18',
  confirmations: '12',
  xpub: '',
};

export const evmValuesOf = (m: DepositMethod | null): EvmValues =>
  m?.evm
    ? {
        chainId: String(m.evm.chainId),
        rpcUrl: m.evm.rpcUrl ?? '',
        tokenAddress: m.evm.tokenAddress ?? '',
        assetDecimals: String(m.evm.assetDecimals),
        confirmations: String(m.evm.confirmations),
        xpub: m.evm.xpub ?? '',
      }
    : EVM_EMPTY;

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

/** The snake_case fields of an evm method's body; the native coin has no token address. */
export const evmBody = (v: EvmValues) => ({
  chain_id: num(v.chainId),
  rpc_url: v.rpcUrl.trim(),
  ...(v.tokenAddress.trim() ? { token_address: v.tokenAddress.trim() } : {}),
  asset_decimals: num(v.assetDecimals),
  confirmations: num(v.confirmations),
  xpub: v.xpub.trim(),
});

type Props = {
  values: EvmValues;
  onChange: (key: keyof EvmValues) => (e: { target: { value: string } }) => void;
  errors: Record<string, string>;
  warning: string | null | undefined;
};

/** Chain, RPC, asset and xpub of an on-chain method: investors get personal addresses derived from the xpub. */
export function EvmMethodFields({ values, onChange, errors, warning }: Props) {
  const t = useT();
  return (
    <>
      <TextField
        name="chain_id"
        label={t('adminMoney.evm.chainId')}
        inputMode="numeric"
        required
        value={values.chainId}
        onChange={onChange('chainId')}
        error={errors['chain_id']}
      />
      <TextField
        name="confirmations"
        label={t('adminMoney.evm.confirmations')}
        inputMode="numeric"
        required
        value={values.confirmations}
        onChange={onChange('confirmations')}
        error={errors['confirmations']}
      />
      <TextField
        name="rpc_url"
        label={t('adminMoney.evm.rpcUrl')}
        className="flex flex-col gap-1 md:col-span-2"
        required
        value={values.rpcUrl}
        onChange={onChange('rpcUrl')}
        error={errors['rpc_url']}
      />
      {warning ? <p className="text-sm text-danger md:col-span-2">{warning}</p> : null}
      <TextField
        name="token_address"
        label={t('adminMoney.evm.token')}
        className="flex flex-col gap-1 md:col-span-2"
        value={values.tokenAddress}
        onChange={onChange('tokenAddress')}
        error={errors['token_address']}
      />
      <TextField
        name="asset_decimals"
        label={t('adminMoney.evm.tokenDecimals')}
        inputMode="numeric"
        required
        value={values.assetDecimals}
        onChange={onChange('assetDecimals')}
        error={errors['asset_decimals']}
      />
      <TextField
        name="xpub"
        label={t('adminMoney.evm.xpub')}
        autoComplete="off"
        required
        value={values.xpub}
        onChange={onChange('xpub')}
        error={errors['xpub']}
      />
    </>
  );
}
