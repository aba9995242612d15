/** What other features may use of the instore feature (re-exports only; see .dependency-cruiser.cjs). */
export { INSTORE_PARAM } from './instore-activity';
