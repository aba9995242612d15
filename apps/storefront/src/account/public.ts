/** What other features may use of the account feature (re-exports only; see .dependency-cruiser.cjs). */

export type { AccountCreatePageQuery } from './account.generated';
export { default as accountStyles } from './account.module.css';
export {
  type AccountUserError,
  accountErrorMessage,
  birthdayParts,
  type LoginValues,
  type RegisterValues,
  registerResolver,
  withFallbackMessage,
} from './account-forms';
export type { AccountErrorCode } from './account-messages';
export { BirthdayFields } from './BirthdayFields';
export { LOGIN_PATH } from './guards';
export { LoginForm } from './LoginForm';
export { login, register } from './login-and-register';
export { rememberRedirectAfterLogin } from './login-return-path';
export { queuePostLoginAction, registerPostLoginAction, setPostLoginRunnerModules } from './post-login-queue';
export type { RegisterAddressForm } from './RegisterForm';
export { RegisterForm } from './RegisterForm';
export { RegistrationMailSent } from './RegistrationMailSent';
export { knownSession, useLoggedIn, useSession, useSessionStore } from './session-store';
