import { CustomerLink } from '@shop/ui/shell';
import { ShopLink } from '../components/ShopLink';
import { ACCOUNT_HOME_PATH, LOGIN_PATH } from './guards';
import { useSession } from './session-store';
import { useLogout } from './use-logout';

/** The header's customer link: "My account" for a guest, "Welcome {first name}" and log out for a customer. */
export function HeaderCustomer() {
  const { loggedIn, firstName } = useSession();
  const { logout, loggingOut } = useLogout();
  return (
    <CustomerLink
      loggedIn={loggedIn}
      firstName={firstName}
      loginHref={LOGIN_PATH}
      accountHref={ACCOUNT_HOME_PATH}
      onLogout={() => void logout()}
      loggingOut={loggingOut}
      Link={ShopLink}
    />
  );
}
