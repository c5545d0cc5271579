import { TextLink } from '../../../components/text-link.tsx';

/**
 * Shown right after a send asked for the password: the moment an investor without two-factor sees
 * why it matters. With two-factor on, a stolen session cannot send money even with the password.
 */
export function TwoFactorInvite() {
  return (
    <aside aria-label="Protect your money" className="rounded-md bg-accent-soft px-3 py-2 text-sm text-on-accent-soft">
      <p className="font-semibold">Protect your money with two-factor</p>
      <p>
        Your password was asked because this send goes to someone new or past your daily no-code amount. With two-factor
        on, a code from your phone is asked instead, which a stolen password or session cannot give.
      </p>
      <TextLink to="/user/security" standalone>
        Turn on two-factor
      </TextLink>
    </aside>
  );
}
