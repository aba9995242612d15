/** What other features may use of the recaptcha feature (re-exports only; see .dependency-cruiser.cjs). */
export { botCheckHeaders, prepareRecaptcha } from './recaptcha';
